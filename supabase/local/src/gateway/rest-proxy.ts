import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { StackConfig } from '../config.js';
import { bufferedBody } from './body.js';

/** Headers that describe one hop and must not be forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

// PostgREST (Warp) closes a connection after 30 s idle; reusing one it just closed fails a POST with EPIPE or
// "socket hang up" (the lecture-hall bench's vote burst hit sockets idle since the join burst). Free sockets
// are therefore closed here after 5 s idle (the agent's timeout only destroys sockets in its free list).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 5_000 });

/**
 * Forwards /rest/v1/<path> to PostgREST as Supabase's gateway does. A request with an API key but
 * no Authorization header is sent as that key's role, which is what the key is on hosted Supabase.
 */
export function proxyToPostgrest(req: IncomingMessage, res: ServerResponse, path: string, url: URL, apiKey: string, config: StackConfig): Promise<void> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      // The gateway alone decides CORS (cors.ts): PostgREST would otherwise answer every origin.
      if (!HOP_BY_HOP.has(name) && name !== 'host' && name !== 'origin' && value !== undefined) headers[name] = value;
    }
    if (!headers.authorization) headers.authorization = `Bearer ${apiKey}`;
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
        res.writeHead(response.statusCode ?? 502, out);
        response.pipe(res);
        response.once('end', resolve);
        response.once('error', () => resolve());
      },
    );
    upstream.once('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `PostgREST is not reachable: ${error.message}` }));
      } else res.destroy();
      resolve();
    });
    // A client gone before the answer frees its PostgREST request too.
    res.once('close', () => { if (!res.writableFinished) upstream.destroy(); });
    upstream.end(body);
  });
}
