import http from 'node:http';
import type { Socket } from 'node:net';
import { createAuthService } from '../auth/index.js';
import { createRealtimeService } from '../realtime/index.js';
import { checkApiKey } from './api-key.js';
import type { GatewayContext } from './context.js';
import { answerPreflight, applyCors } from './cors.js';
import { proxyToPostgrest } from './rest-proxy.js';

/** Auth paths that, as on hosted Supabase, a browser opens without an API key (links in e-mails). */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/mailbox', '/mailbox.json']);

export interface Gateway {
  close(): Promise<void>;
}

export interface GatewayHooks {
  /** The listening socket closed or failed without close() being called (the stack's supervisor reopens it). */
  onListenerDied?(reason: string): void;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The single public door of the local stack, laid out like Supabase's API gateway. */
export async function startGateway(ctx: GatewayContext, hooks: GatewayHooks = {}): Promise<Gateway> {
  const auth = createAuthService(ctx);
  const realtime = createRealtimeService(ctx);
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', ctx.config.apiUrl);
    applyCors(req, res);
    if (answerPreflight(req, res)) return;

    const [, service = '', version = '', ...rest] = url.pathname.split('/');
    const path = rest.length ? `/${rest.join('/')}` : '';
    const handle = async () => {
      if (service === 'rest' && version === 'v1') {
        const key = checkApiKey(req, url, ctx.config);
        if (!key.ok) return sendJson(res, key.status, key.body);
        return proxyToPostgrest(req, res, path, url, key.key, ctx.config);
      }
      if (service === 'auth' && version === 'v1') {
        if (!OPEN_AUTH_PATHS.has(path)) {
          const key = checkApiKey(req, url, ctx.config);
          if (!key.ok) return sendJson(res, key.status, key.body);
        }
        return auth(req, res, path, url);
      }
      if (service === 'realtime' && version === 'v1') {
        const key = checkApiKey(req, url, ctx.config);
        if (!key.ok) return sendJson(res, key.status, key.body);
        return realtime.http(req, res, path, url);
      }
      if (url.pathname === '/' || url.pathname === '/health') {
        return sendJson(res, 200, { name: 'Runoff local Supabase gateway', rest: '/rest/v1', auth: '/auth/v1', realtime: '/realtime/v1' });
      }
      sendJson(res, 404, { message: 'no Route matched with those values' });
    };
    handle().catch((error: unknown) => {
      console.error('[gateway]', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal gateway error' });
      else res.destroy();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', ctx.config.apiUrl);
    if (url.pathname.replace(/\/+$/, '') !== '/realtime/v1/websocket') return socket.destroy();
    const key = checkApiKey(req, url, ctx.config);
    if (!key.ok) {
      socket.end(`HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n\r\n${JSON.stringify(key.body)}`);
      return;
    }
    realtime.handleUpgrade(req, socket, head);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Many browsers in a lecture hall keep sockets open: do not let Node's defaults cut them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

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
