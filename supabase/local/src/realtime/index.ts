import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { Semaphore } from '../security/semaphore.js';
import type pg from 'pg';
import type { StackConfig } from '../config/config.js';
import type { HttpService, WebSocketService } from '../http/service.js';
import { OutgoingBroadcast } from './broadcast.js';
import { DatabaseListener, type DatabaseMessage } from './db-listener.js';
import { countsApi } from './counts-api.js';
import { FrameCounts } from './frame-counts.js';
import { createBroadcastApi } from './http.js';
import { Hub } from './hub.js';
import { SUPPORTED_VSN, type Vsn } from './serializer.js';
import { Connection, IDLE_TIMEOUT_MS } from './socket.js';
import { connectErrorMessage, verifyAccessToken } from './token.js';

/** Hosted endpoint max_frame_size. */
const MAX_FRAME_BYTES = 5_000_000;

function refuse(socket: Duplex, status: number, statusText: string, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** The `x-*` headers of the upgrade request; hosted exposes these to policies as request.headers. */
function xHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-') && value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/** A committed realtime.messages row goes to the room of its topic (public or private) only. */
function databaseBroadcast(message: DatabaseMessage): OutgoingBroadcast {
  return new OutgoingBroadcast(`realtime:${message.topic}`, {
    kind: 'user',
    userEvent: message.event,
    encoding: message.binaryPayload ? 'binary' : 'json',
    payload: message.binaryPayload ?? Buffer.from(message.payloadJson ?? 'null', 'utf8'),
    metadata: { id: message.id },
  });
}

export interface RealtimeService extends WebSocketService {
  /** The REST broadcast API, for requests below /realtime/v1 (path "/api/broadcast..."). */
  http: HttpService;
}

/** What the gateway gives realtime. */
export interface RealtimeServiceContext {
  config: StackConfig;
  /** A superuser pool: authorization runs `set local role` inside a transaction. */
  db: pg.Pool;
  /** A superuser connection string, for the database listener's own client (LISTEN). */
  databaseUrl: string;
}

/** Realtime protocol 2.0.0 (and 1.0.0) at /realtime/v1/websocket, and its REST broadcast API. */
export function createRealtimeService(ctx: RealtimeServiceContext): RealtimeService {
  const hub = new Hub();
  const counts = new FrameCounts();
  const broadcastApi = createBroadcastApi({ hub, db: ctx.db, jwtSecret: ctx.config.jwtSecret });
  const countsHttp = countsApi(counts, ctx.config.jwtSecret);
  const connections = new Set<Connection>();
  // Join checks of all sockets together use at most 4 of the pool's connections: auth keeps the rest.
  const joinGate = new Semaphore(4);
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: MAX_FRAME_BYTES });

  const listener = new DatabaseListener(ctx.databaseUrl, (message) => {
    hub.find(message.private, message.topic)?.broadcast(databaseBroadcast(message));
  });
  const listening = listener.start();

  const idleSweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < cutoff) connection.terminate();
  }, IDLE_TIMEOUT_MS / 4);
  idleSweep.unref();

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!SUPPORTED_VSN.includes(vsn)) {
      return refuse(socket, 403, 'Forbidden', `The client's requested transport version "${vsn}" is not supported`);
    }
    const header = req.headers['x-api-key'] ?? req.headers.apikey;
    const apiKey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    if (!apiKey) return refuse(socket, 401, 'Unauthorized', 'API key is missing');
    const check = await verifyAccessToken(apiKey, ctx.config.jwtSecret);
    if (!check.ok) return refuse(socket, 401, 'Unauthorized', connectErrorMessage(check.error));

    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, {
        vsn,
        apiKey,
        headers: xHeaders(req),
        jwtSecret: ctx.config.jwtSecret,
        db: ctx.db,
        hub,
        joinGate,
        counts: counts.openSocket(`${req.socket.remoteAddress ?? ''}:${req.socket.remotePort ?? ''}`),
        confirmTokenMs: ctx.config.realtimeConfirmTokenMs,
        recheckReadPolicy: ctx.config.realtimeRecheckReadPolicy,
      });
      connections.add(connection);
      ws.once('close', () => connections.delete(connection));
    });
  }

  return {
    http: (req, res, path, url) => (path === '/api/counters' ? countsHttp(req, res) : broadcastApi(req, res, path, url)),
    handleUpgrade(req, socket, head) {
      upgrade(req, socket, head).catch((error: unknown) => {
        // Every await of upgrade() comes before the handshake: the client is still owed an HTTP answer.
        console.error('[realtime] upgrade failed', error);
        refuse(socket, 500, 'Internal Server Error', 'Realtime could not take the connection');
      });
    },
    async close() {
      clearInterval(idleSweep);
      for (const connection of connections) connection.terminate();
      connections.clear();
      await listening;
      await listener.stop();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
