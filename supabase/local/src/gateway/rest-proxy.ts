import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { StackConfig } from '../config/config.js';
import { bufferedBody } from '../http/body.js';
import { addressOf, normalizeAddress } from '../http/client-address.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

/** Headers that describe one hop and must not be forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/** Whether a request header goes on to PostgREST. The gateway alone decides CORS (cors.ts): PostgREST would otherwise answer every origin. */
export function isForwardedHeader(name: string): boolean {
  return !HOP_BY_HOP.has(name) && name !== 'host' && name !== 'origin';
}

// PostgREST (Warp) closes a connection after 30 s idle; reusing one it just closed fails a POST with EPIPE or
// "socket hang up" (the lecture-hall bench's vote burst hit sockets idle since the join burst). Free sockets
// are therefore closed here after 5 s idle (the agent's timeout only destroys sockets in its free list).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 5_000 });

/**
 * The client's address as hosted Supabase's edge hands it on: Cloudflare sets CF-Connecting-IP to the client
 * it serves, overwriting whatever the client sent, and Kong sets X-Real-IP to its peer and appends the peer to
 * X-Forwarded-For. The database's storage limits count CF-Connecting-IP (private.request_address), so a
 * client cannot choose the address it is counted under.
 */
function addressHeaders(req: IncomingMessage): Record<'cf-connecting-ip' | 'x-real-ip' | 'x-forwarded-for', string> {
  const peer = normalizeAddress(req.socket.remoteAddress);
  const sent = req.headers['x-forwarded-for'];
  return {
    'cf-connecting-ip': addressOf(req),
    'x-real-ip': peer,
    'x-forwarded-for': sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${peer}` : peer,
  };
}

/**
 * Forwards /rest/v1/<path> to PostgREST as Supabase's gateway does. A request with an API key but
 * no Authorization header is sent as that key's role, which is what the key is on hosted Supabase.
 */
export function proxyToPostgrest(req: IncomingMessage, res: ServerResponse, path: string, url: URL, apiKey: string, config: StackConfig): Promise<void> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && isForwardedHeader(name)) headers[name] = value;
    }
    if (!headers.authorization) headers.authorization = `Bearer ${apiKey}`;
    Object.assign(headers, addressHeaders(req));
    // The gateway read the whole body first (size and time limited): PostgREST gets it in one piece.
    const body = bufferedBody(req) ?? Buffer.alloc(0);
    if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    headers.host = `127.0.0.1:${config.postgrestPort}`;

    const upstream = http.request(
      { host: '127.0.0.1', port: config.postgrestPort, method: req.method, path: `${path || '/'}${url.search}`, headers, agent },
      (response) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && !name.startsWith('access-control-') && value !== undefined) out[name] = value;
        }
        response.once('end', resolve);
        // PostgREST cut its answer (it died, or closed the connection mid-body): what was sent cannot be
        // completed, so the client's connection is closed too, and the fault is ours to log.
        response.once('error', (error) => {
          if (!clientGone) {
            console.error(`[gateway] ${req.method} ${url.pathname}: PostgREST cut its answer:`, error.message);
            if (res.headersSent) res.destroy();
            else {
              res.writeHead(502, { 'content-type': 'application/json' });
              res.end(JSON.stringify({ message: 'PostgREST cut its answer short' }));
            }
          }
          resolve();
        });
        forwardAnswer(req, response, res, response.statusCode ?? 502, out);
      },
    );
    upstream.once('error', (error) => {
      // The client went away first and this request was abandoned on purpose: nothing went wrong here.
      if (clientGone) return resolve();
      console.error(`[gateway] ${req.method} ${url.pathname}: PostgREST ${res.headersSent ? 'cut its answer' : 'is not reachable'}:`, error.message);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `PostgREST is not reachable: ${error.message}` }));
      } else res.destroy();
      resolve();
    });
    // A client gone before the answer frees its PostgREST request too.
    let clientGone = false;
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    upstream.end(body);
  });
}

/**
 * Passes PostgREST's answer on. PostgREST streams most answers chunked, without a length, and compression
 * (compression.ts) cannot tell a 20-byte answer from a large one by its headers. So an answer of unknown
 * length is held until it reaches the compression threshold (then streamed on, compressible) or ends
 * (then sent whole with its Content-Length, and small ones stay as they are).
 */
function forwardAnswer(req: IncomingMessage, upstream: IncomingMessage, res: ServerResponse, status: number, headers: http.OutgoingHttpHeaders): void {
  const bodiless = req.method === 'HEAD' || status === 204 || status === 304;
  if (headers['content-length'] !== undefined || bodiless) {
    res.writeHead(status, headers);
    upstream.pipe(res);
    return;
  }
  const held: Buffer[] = [];
  let heldBytes = 0;
  const onData = (chunk: Buffer) => {
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes < COMPRESSION_THRESHOLD_BYTES) return;
    upstream.off('data', onData);
    upstream.off('end', onEnd);
    res.writeHead(status, headers);
    for (const part of held.splice(0)) res.write(part);
    upstream.pipe(res);
  };
  const onEnd = () => {
    res.writeHead(status, { ...headers, 'content-length': String(heldBytes) });
    res.end(Buffer.concat(held));
  };
  upstream.on('data', onData);
  upstream.on('end', onEnd);
}
