import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stack } from '../support/clients.js';
import { startOwnGateway, type OwnGateway } from '../support/own-gateway.js';

/**
 * Issue 19: "No answer, and no log line, for a malformed Realtime broadcast path": the gateway took every error
 * met after a request's body was read for a client that went away, so a fault of ours was neither answered nor
 * logged. Here a gateway of this process (so its log is this process's console) runs in front of a stand-in
 * for PostgREST that fails on purpose, and raw HTTP clients that go away on purpose: a client that leaves is
 * neither answered nor logged; every fault on the server's side is logged with its method and path, and
 * answered when nothing was sent yet.
 */

/** A stand-in for PostgREST: `/rpc/cut` sends part of an answer and closes, `/rpc/drop` closes without one, `/rpc/wait` never answers. */
const upstreamSockets = new Set<net.Socket>();
const waiting: Array<(socket: net.Socket) => void> = [];
const upstream = net.createServer((socket) => {
  upstreamSockets.add(socket);
  socket.once('close', () => upstreamSockets.delete(socket));
  socket.on('error', () => {});
  let head = '';
  socket.on('data', (chunk) => {
    head += chunk.toString('latin1');
    if (!head.includes('\r\n\r\n')) return;
    const path = head.split(' ')[1] ?? '';
    if (path.startsWith('/rpc/cut')) socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"half":');
    else if (path.startsWith('/rpc/drop')) socket.destroy();
    else if (path.startsWith('/rpc/wait')) waiting.shift()?.(socket);
    else socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n[]');
  });
});

let gateway: OwnGateway;
let api: URL;
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = await startOwnGateway(12, { postgrestPort: (upstream.address() as net.AddressInfo).port });
  api = new URL(gateway.url);
});
afterEach(() => errors.mockClear());
afterAll(async () => {
  errors.mockRestore();
  await gateway.close();
  for (const socket of upstreamSockets) socket.destroy();
  await new Promise((resolve) => upstream.close(resolve));
});

interface Outcome {
  status: number | null;
  body: string;
  error: string | null;
}

/** One request on a fresh connection; the outcome once the connection is answered or closed. */
function send(method: string, path: string, base = api): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, agent: false, headers: { apikey: stack.anonKey } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.once('end', () => resolve({ status: res.statusCode!, body, error: null }));
      res.once('error', (error) => resolve({ status: res.statusCode!, body, error: error.message }));
    });
    req.once('error', (error) => resolve({ status: null, body: '', error: error.message }));
    req.end();
  });
}

/** Raw bytes on a socket of its own, then the socket destroyed by the client (once `until` resolves). */
function leaveMidway(text: string, until: () => Promise<unknown> = () => Promise.resolve()): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: api.hostname, port: Number(api.port) }, () => {
      socket.write(text);
      void until().then(() => {
        socket.destroy();
        resolve();
      }, reject);
    });
    socket.once('error', reject);
  });
}

const logged = () => errors.mock.calls.map((call) => call.map(String).join(' '));

describe('the gateway, when the fault is on the server’s side', () => {
  it('answers 502 and logs the method and path when PostgREST is not reachable', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const down = await startOwnGateway(13, { postgrestPort: closedPort });
    try {
      const answer = await send('GET', '/rest/v1/rpc/get_poll?poll_id=x', new URL(down.url));
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining('PostgREST is not reachable') });
      expect(logged()).toEqual([expect.stringMatching(/^\[gateway\] GET \/rest\/v1\/rpc\/get_poll: PostgREST is not reachable: .*ECONNREFUSED/)]);
    } finally {
      await down.close();
    }
  });

  it('answers 502 and logs when PostgREST closes the connection without an answer', async () => {
    const answer = await send('GET', '/rest/v1/rpc/drop');
    expect(answer.status).toBe(502);
    expect(logged()).toEqual([expect.stringMatching(/^\[gateway\] GET \/rest\/v1\/rpc\/drop: PostgREST is not reachable: socket hang up/)]);
  });

  it('closes the connection and logs when PostgREST cuts an answer already under way', async () => {
    const answer = await send('GET', '/rest/v1/rpc/cut');
    // The status and part of the body were passed on: the client learns of the cut from the closed connection.
    expect(answer).toMatchObject({ status: 200, error: 'aborted' });
    expect(logged()).toEqual([expect.stringMatching(/^\[gateway\] GET \/rest\/v1\/rpc\/cut: PostgREST cut its answer: aborted/)]);
  });
});

describe('the gateway, when the client goes away', () => {
  it('logs nothing for a client that leaves in the middle of its body, and goes on answering', async () => {
    await leaveMidway(`POST /rest/v1/rpc/get_poll HTTP/1.1\r\nHost: localhost\r\napikey: ${stack.anonKey}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"poll_id":`);
    // A request on a new connection is read after the closed one: by its answer, the abort was handled.
    expect(await send('GET', '/rest/v1/rpc/anything')).toMatchObject({ status: 200, body: '[]' });
    expect(logged()).toEqual([]);
  });

  it('logs nothing for a client that leaves while PostgREST works, and frees PostgREST’s connection', async () => {
    let upstreamSocket: net.Socket | undefined;
    const reached = new Promise<net.Socket>((resolve) => waiting.push(resolve)).then((socket) => (upstreamSocket = socket));
    await leaveMidway(`GET /rest/v1/rpc/wait HTTP/1.1\r\nHost: localhost\r\napikey: ${stack.anonKey}\r\n\r\n`, () => reached);
    // The gateway gives up the request it made for the client: PostgREST's side of it closes.
    await new Promise((resolve) => (upstreamSocket!.destroyed ? resolve(null) : upstreamSocket!.once('close', resolve)));
    expect(await send('GET', '/rest/v1/rpc/anything')).toMatchObject({ status: 200, body: '[]' });
    expect(logged()).toEqual([]);
  });
});
