import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../src/gateway/server.js';
import { stack, superuserPool } from '../support/clients.js';
import { withSchemaReload } from '../support/sql-fixture.js';
import { startOwnGateway, type OwnGateway } from '../support/own-gateway.js';

const api = new URL(stack.url);
const port = Number(api.port);

/** A raw HTTP/1.1 request on its own socket from `localAddress`; resolves with the socket. */
function openRaw(head: string, localAddress = '127.0.0.1', toPort = port): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: toPort, localAddress });
    socket.once('connect', () => {
      socket.write(head);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/**
 * Everything the server writes until it closes the socket. No timer of its own: a server that never closes
 * fails the test at the test's timeout, a hang guard; how soon it closes is never asserted.
 */
function readUntilClose(socket: net.Socket): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.once('close', () => resolve({ text, closed: true }));
    socket.on('error', () => {});
  });
}

const restHead = (extra: string) =>
  `POST /rest/v1/rpc/nothing HTTP/1.1\r\nHost: localhost\r\napikey: ${stack.anonKey}\r\ncontent-type: application/json\r\n${extra}\r\n`;

/** GET /rest/v1/ on a connection of its own from `localAddress`; resolves with the status once answered. */
async function restGet(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/rest/v1/', localAddress, headers: { apikey: stack.anonKey }, agent: false },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
  });
}

describe('request bodies', () => {
  it('refuses a declared 200 MB body at once with 413 and JSON, before reading it', async () => {
    const socket = await openRaw(restHead(`content-length: ${200 * 1024 * 1024}\r\n`));
    const answer = await readUntilClose(socket);
    expect(answer.text).toMatch(/^HTTP\/1.1 413 /);
    expect(answer.text).toContain('"code":"request_entity_too_large"');
    expect(answer.closed).toBe(true);
  });

  it('cuts a chunked body once it passes the route’s limit: 200 MB never reach PostgREST', async () => {
    const socket = await openRaw(restHead('transfer-encoding: chunked\r\n'));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const answer = readUntilClose(socket);
    while (sent < 200 * 1024 * 1024 && !socket.destroyed && socket.writable) {
      const ok = socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk) && socket.write('\r\n');
      sent += chunk.length;
      if (!ok) await new Promise((resolve) => { socket.once('drain', resolve); socket.once('close', resolve); });
      // Like a real client, read what the server says between writes (a loop of writes that all succeed at once
      // would otherwise never let the answer in).
      else await new Promise((resolve) => setImmediate(resolve));
    }
    const { text, closed } = await answer;
    expect(text).toMatch(/^HTTP\/1.1 413 /);
    expect(closed).toBe(true);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('has a limit per route, and answers /auth/v1 in GoTrue’s shape', async () => {
    expect(BODY_LIMITS.auth).toBeLessThan(BODY_LIMITS.rest);
    const response = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ data: { blob: 'x'.repeat(BODY_LIMITS.auth) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'request_entity_too_large', message: expect.stringContaining('too large') });
  });
});

describe('slow clients', () => {
  it('cuts headers and bodies trickled a byte every 5 s (408)', async () => {
    const trickle = (socket: net.Socket, text: string) => {
      let i = 0;
      const timer = setInterval(() => {
        if (i >= text.length || socket.destroyed) return clearInterval(timer);
        socket.write(text[i]!);
        i += 1;
      }, 5_000);
      socket.once('close', () => clearInterval(timer));
    };
    const headers = await openRaw('GET /rest/v1/ HTTP/1.1\r\n');
    trickle(headers, `Host: localhost\r\napikey: ${stack.anonKey}\r\n\r\n`);
    const body = await openRaw(restHead('content-length: 100\r\n'));
    trickle(body, '{'.padEnd(100, ' '));
    // Trickled in full, the headers would take over 14 minutes and the body over 8: an answer before
    // that can only be the gateway's own cut (headersTimeoutMs, bodyTimeoutMs). No stopwatch: the
    // test's timeout is a hang guard, not the bound.
    const [cutHeaders, cutBody] = await Promise.all([readUntilClose(headers), readUntilClose(body)]);
    expect(cutHeaders.closed).toBe(true);
    expect(cutHeaders.text).toMatch(/^HTTP\/1.1 408 /);
    expect(cutBody.closed).toBe(true);
    expect(cutBody.text).toMatch(/^HTTP\/1.1 408 /);
    expect(cutBody.text).toContain('"code":"request_timeout"');
  }, 120_000);

  // Not blocked by them, by construction: each stalled upload is still open (the gateway cuts it only
  // after bodyTimeoutMs) when the answer comes. A gateway that queued behind them would answer only once
  // they were cut, and closed. No stopwatch.
  it('answers /rest/v1 while 300 uploads that never finish are open, before any of them is cut', async () => {
    const stalled = await Promise.all(
      Array.from({ length: 300 }, () => openRaw(restHead('content-length: 1000\r\n') + '{"a":')),
    );
    const cut = new Set<net.Socket>();
    for (const socket of stalled) {
      socket.on('data', () => cut.add(socket));
      socket.once('close', () => cut.add(socket));
      socket.on('error', () => {});
    }
    try {
      // Another client (another address), and the same address too: neither waits for the stalled ones.
      for (const from of ['127.0.0.2', '127.0.0.1']) {
        expect(await restGet(from), from).toBe(200);
        expect(cut.size, from).toBe(0);
      }
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });
});

describe('per-address caps (a gateway with small caps)', () => {
  let gateway: OwnGateway;
  const pool = superuserPool();
  beforeAll(async () => {
    await withSchemaReload(
      pool,
      `create or replace function public.test_gateway_sleep() returns void language sql as $$ select pg_sleep(1) $$;
       grant execute on function public.test_gateway_sleep() to anon;`,
    );
    gateway = await startOwnGateway(11, {
      gatewayLimits: { connectionsPerAddress: 20, upstreamTotal: 8, upstreamPerAddress: 2, queuedPerAddress: 5, headersTimeoutMs: 10_000, bodyTimeoutMs: 15_000 },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await withSchemaReload(pool, 'drop function if exists public.test_gateway_sleep()');
    await pool.end();
  });

  it('closes connections past the cap of one address, not those of another', async () => {
    const gatewayPort = Number(new URL(gateway.url).port);
    const held = await Promise.all(Array.from({ length: 20 }, () => openRaw('', '127.0.0.1', gatewayPort)));
    try {
      const extra = await openRaw('GET /health HTTP/1.1\r\nHost: x\r\n\r\n', '127.0.0.1', gatewayPort);
      // Closed unanswered (an uncapped gateway would answer 200, then close the idle connection later).
      const refused = await readUntilClose(extra);
      expect(refused.closed).toBe(true);
      expect(refused.text).not.toMatch(/^HTTP\/1.1 200 /);
      const other = await openRaw('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', '127.0.0.3', gatewayPort);
      expect((await readUntilClose(other)).text).toMatch(/^HTTP\/1.1 200 /);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('queues one address’s PostgREST requests past its share and refuses past its queue (429)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${gateway.url}/rest/v1/rpc/test_gateway_sleep`, { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status),
      ),
    );
    // 2 running + 5 waiting are served (each sleeps 1 s in PostgreSQL), the other 5 are refused at once.
    expect(statuses.filter((s) => s === 429).length).toBe(5);
    expect(statuses.filter((s) => s >= 200 && s < 300).length).toBe(7);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${stack.url}/rest/v1/`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' } });

  it('answers the configured app origins only, and never `null`', async () => {
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    for (const origin of ['http://evil.example', 'null', 'http://localhost:3000.evil.example', 'http://localhost:3001']) {
      const refused = await preflight(origin);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      const get = await fetch(`${stack.url}/auth/v1/settings`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(get.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('lets any origin read the public summary and results embedded results show, with * and no credentials', async () => {
    for (const origin of ['http://school.example', 'null']) {
      const pre = await fetch(`${stack.url}/rest/v1/rpc/get_poll_summary`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, authorization, content-type' },
      });
      expect(pre.headers.get('access-control-allow-origin'), origin).toBe('*');
      expect(pre.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const call = await fetch(`${stack.url}/rest/v1/rpc/get_poll_results`, {
        method: 'POST',
        headers: { origin, apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ poll_id: '00000000-0000-4000-8000-000000000000' }),
      });
      expect(call.headers.get('access-control-allow-origin'), origin).toBe('*');
      // A session's embed reads where the session is (docs/embedding.md, "A session").
      const session = await fetch(`${stack.url}/rest/v1/rpc/get_session_embed`, {
        method: 'POST',
        headers: { origin, apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ session_id: '00000000-0000-4000-8000-000000000000' }),
      });
      expect(session.headers.get('access-control-allow-origin'), origin).toBe('*');
      // Every other route stays closed to that origin.
      const other = await fetch(`${stack.url}/rest/v1/rpc/get_poll`, { method: 'POST', headers: { origin, apikey: stack.anonKey, 'content-type': 'application/json' }, body: '{}' });
      expect(other.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});
