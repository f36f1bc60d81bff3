import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAuthService } from '../auth/index.js';
import { errorAnswer } from '../auth/errors.js';
import { AuthError } from '../auth/errors.js';
import { createRealtimeService } from '../realtime/index.js';
import { checkApiKey } from './api-key.js';
import { compressResponse } from './compression.js';
import { GatewayRefusal, readRequestBody } from '../http/body.js';
import { addressOf, clientAddress, normalizeAddress, setClientAddress } from '../http/client-address.js';
import type { GatewayContext } from './context.js';
import { answerPreflight, applyCors } from './cors.js';
import { FairQueue, FULL } from './fair-queue.js';
import { refuseBeforePostgrest } from './postgrest-input.js';
import { proxyToPostgrest } from './rest-proxy.js';

/** Largest request body per service (docs/security.md, "HTTP gateway"). */
export const BODY_LIMITS = {
  rest: 1024 * 1024,
  auth: 64 * 1024,
  // Realtime's REST broadcast takes up to the tenant's 3,000 KB payload.
  realtime: 3_100 * 1024,
  other: 0,
} as const;

export interface Gateway {
  close(): Promise<void>;
}

export interface GatewayHooks {
  /** The listening socket closed or failed without close() being called (the stack's supervisor reopens it). */
  onListenerDied?(reason: string): void;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  // A known length lets compression leave small answers alone (compression.ts).
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/** An answer to an upgrade request the gateway does not take, written on the raw socket, which then closes. */
function answerUpgrade(socket: Duplex, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  const more = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n${more}connection: close\r\n\r\n${text}`,
  );
}

/** A refusal written in the service's own error shape (GoTrue's under /auth/v1), then the connection closed. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, service: string, refusal: GatewayRefusal): void {
  if (res.headersSent) return void res.destroy();
  // The rest of an oversized or late body is never passed on: answer, then close the connection ourselves.
  const lingering = refusal.status === 413 || refusal.status === 408;
  if (lingering) lingerAndClose(req, res);
  if (service === 'auth') {
    const answer = errorAnswer(new AuthError(refusal.status, refusal.code, refusal.message), req.headers['x-supabase-api-version'] as string | undefined);
    sendJson(res, answer.status, answer.body, answer.headers);
  } else {
    sendJson(res, refusal.status, { code: refusal.code, message: refusal.message });
  }
}

/**
 * A lingering close, as web servers do: closing a socket while the client's bytes are still unread makes the
 * kernel send a reset, and the client loses the answer. The answer says `Connection: close` (a keep-alive
 * client must not send its next request on this connection), but Node must not destroy the socket after it
 * as it would for that header: we half-close after the answer, discard what still arrives, and destroy once
 * the client has closed too or after a grace period. Call before the answer is written.
 */
function lingerAndClose(req: http.IncomingMessage, res: http.ServerResponse): void {
  const socket = req.socket;
  res.setHeader('connection', 'close');
  // Node ends a `Connection: close` answer with socket.destroySoon(): a half-close is all we want from it.
  socket.destroySoon = () => void socket.end();
  // Like nginx's lingering_timeout and lingering_time: wait while bytes keep coming (a busy client may read
  // the answer only after its current write), but never longer than the cap.
  let idle: NodeJS.Timeout | undefined;
  const destroySoon = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.destroy(), LINGER_IDLE_MS).unref();
  };
  req.on('data', destroySoon);
  req.resume();
  res.once('finish', () => {
    socket.end();
    destroySoon();
    setTimeout(() => socket.destroy(), LINGER_MAX_MS).unref();
  });
  socket.once('close', () => clearTimeout(idle));
}

/**
 * The methods some service behind the gateway serves. Any other (TRACE, PROPFIND, LOCK…) is answered 405 in
 * the service's error shape before it reaches one, and CONNECT (a proxy's method; Node would drop it
 * without a word) 405 in the gateway's: every request gets an answer (docs/security.md, "HTTP gateway").
 */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALLOW = [...SERVED_METHODS].join(', ');

/** The errors a request meets when its client goes away mid-request (reading the body, or writing the answer). */
function isClientAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error as Error | null)?.message === 'aborted';
}

const LINGER_IDLE_MS = 2_000;
const LINGER_MAX_MS = 15_000;

/** The single public door of the local stack, laid out like Supabase's API gateway. */
export async function startGateway(ctx: GatewayContext, hooks: GatewayHooks = {}): Promise<Gateway> {
  const { config } = ctx;
  const limits = config.gatewayLimits;
  const auth = createAuthService(ctx);
  const realtime = createRealtimeService(ctx);
  const sockets = new Set<Socket>();
  const connectionsByAddress = new Map<string, number>();
  const upstream = new FairQueue(limits.upstreamTotal, limits.upstreamPerAddress, limits.queuedPerAddress);

  // Node checks the header and request timeouts every connectionsCheckingInterval (30 s by default).
  const server = http.createServer({ connectionsCheckingInterval: 1_000, headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.bodyTimeoutMs + 5_000 }, (req, res) => {
    setClientAddress(req, clientAddress(req, config.trustedProxies));
    compressResponse(req, res);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', config.apiUrl);
    } catch {
      return sendJson(res, 400, { message: 'Malformed request URL' });
    }
    const allowed = applyCors(req, res, config.corsOrigins, url.pathname);
    if (answerPreflight(req, res, allowed)) return;

    const [, service = '', version = '', ...rest] = url.pathname.split('/');
    const path = rest.length ? `/${rest.join('/')}` : '';
    const known = version === 'v1' && (service === 'rest' || service === 'auth' || service === 'realtime') ? service : 'other';
    const handle = async () => {
      if (!SERVED_METHODS.has(req.method ?? '')) {
        res.setHeader('allow', ALLOW);
        throw new GatewayRefusal(405, 'method_not_allowed', `The method ${req.method ?? ''} is not served here`);
      }
      await readRequestBody(req, BODY_LIMITS[known], limits.bodyTimeoutMs);
      if (known === 'rest') {
        const key = checkApiKey(req, url, config);
        if (!key.ok) return sendJson(res, key.status, key.body);
        const refusal = refuseBeforePostgrest(req, path, url);
        if (refusal) return sendJson(res, refusal.status, refusal.body);
        const done = await upstream.run(addressOf(req), () => proxyToPostgrest(req, res, path, url, key.key, config));
        if (done === FULL) throw new GatewayRefusal(429, 'over_request_rate_limit', 'Too many requests from this address are waiting');
        return;
      }
      // As in the Supabase CLI's Kong configuration, /auth/v1 needs no API key: GoTrue checks tokens itself.
      if (known === 'auth') return auth(req, res, path, url);
      if (known === 'realtime') {
        const key = checkApiKey(req, url, config);
        if (!key.ok) return sendJson(res, key.status, key.body);
        return realtime.http(req, res, path, url);
      }
      if (url.pathname === '/' || url.pathname === '/health') {
        return sendJson(res, 200, { name: 'Runoff local Supabase gateway', rest: '/rest/v1', auth: '/auth/v1', realtime: '/realtime/v1' });
      }
      sendJson(res, 404, { message: 'no Route matched with those values' });
    };
    handle().catch((error: unknown) => {
      if (error instanceof GatewayRefusal) return refuse(req, res, known, error);
      // The client went away mid-request: nothing to answer, nothing wrong here. Anything else is our fault,
      // logged even when the client has gone too (req.destroyed says nothing: a request read to its end is).
      if (isClientAbort(error)) return void res.destroy();
      console.error(`[gateway] ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal gateway error' });
      else res.destroy();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', config.apiUrl);
    } catch {
      return answerUpgrade(socket, 400, { message: 'Malformed request URL' });
    }
    if (url.pathname.replace(/\/+$/, '') !== '/realtime/v1/websocket') {
      return answerUpgrade(socket, 400, { message: 'WebSocket connections are served at /realtime/v1/websocket only' });
    }
    setClientAddress(req, clientAddress(req, config.trustedProxies));
    const key = checkApiKey(req, url, config);
    if (!key.ok) return answerUpgrade(socket, key.status, key.body);
    realtime.handleUpgrade(req, socket, head);
  });

  // Node hands CONNECT to this listener and, without one, closes the connection with no answer at all.
  server.on('connect', (_req, socket: Duplex) => {
    answerUpgrade(socket, 405, { code: 'method_not_allowed', message: 'The method CONNECT is not served here: this is not a proxy' }, { allow: ALLOW });
  });

  // One address may hold only so many connections; the socket's peer counts (a proxy is one peer).
  server.on('connection', (socket: Socket) => {
    const address = normalizeAddress(socket.remoteAddress);
    const open = connectionsByAddress.get(address) ?? 0;
    if (open >= limits.connectionsPerAddress) return socket.destroy();
    connectionsByAddress.set(address, open + 1);
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left <= 0) connectionsByAddress.delete(address);
      else connectionsByAddress.set(address, left);
    });
  });
  // Many browsers in a lecture hall keep sockets open: idle keep-alive stays generous, but the request
  // line and headers must arrive within headersTimeoutMs (Node answers 408) and a body within
  // bodyTimeoutMs (readRequestBody answers 408). requestTimeout is Node's own backstop for both.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A lecture hall connects all at once: Node's default accept queue (511) overflowed in the bench's vote
    // burst (dropped SYNs, clients' 10 s connect timeouts). The kernel caps this at net.core.somaxconn.
    server.listen({ port: ctx.config.apiPort, backlog: 4096 }, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await realtime.close(); // its database listener is already connected
    throw error;
  });
  let closing = false;
  server.on('error', (error) => {
    if (!server.listening && !closing) hooks.onListenerDied?.(`error ${error.message}`);
    else console.error('[gateway] listener error', error);
  });
  server.on('close', () => {
    if (!closing) hooks.onListenerDied?.('closed');
  });

  return {
    async close() {
      closing = true;
      await realtime.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
