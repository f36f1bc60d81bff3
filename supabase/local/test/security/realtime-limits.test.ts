import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_CHANNELS, MAX_REFUSED_JOINS } from '../../src/realtime/socket.js';
import { PASSWORD, signedUpClient, authFetch } from '../support/auth.js';
import { stack } from '../support/clients.js';
import { signAccessToken } from '../support/tokens.js';

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

async function openSocket(): Promise<WebSocket> {
  const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
  const socket = new WebSocket(url);
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

interface Reply { ref: string; payload: { status: string; response: { reason?: string } } }

function joinFrame(topic: string, ref: number, accessToken: string, isPrivate: boolean): string {
  return JSON.stringify({
    topic: `realtime:${topic}`,
    event: 'phx_join',
    ref: String(ref),
    join_ref: String(ref),
    payload: { config: { broadcast: { self: false, ack: false }, presence: { key: '' }, postgres_changes: [], private: isPrivate }, access_token: accessToken },
  });
}

/** Collects join replies until the socket closes or `expected` replies arrived or `ms` pass. */
function collectReplies(socket: WebSocket, expected: number, ms: number): Promise<{ replies: Reply[]; closeCode: number | null }> {
  return new Promise((resolve) => {
    const replies: Reply[] = [];
    let closeCode: number | null = null;
    const done = () => {
      clearTimeout(timer);
      resolve({ replies, closeCode });
    };
    const timer = setTimeout(done, ms);
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Reply & { event: string };
      if (message.event === 'phx_reply') replies.push(message);
      if (replies.length >= expected) done();
    });
    socket.once('close', (code) => {
      closeCode = code;
      done();
    });
  });
}

describe('realtime limits per socket', () => {
  it('accepts exactly the channel cap when 2,000 joins arrive at once on one socket', async () => {
    const token = await signAccessToken({ sub: crypto.randomUUID() });
    const socket = await openSocket();
    const replies = collectReplies(socket, 2000, 30_000);
    // One frame per join, as a client would send them.
    for (let i = 0; i < 2000; i += 1) socket.send(joinFrame(`cap-${i}`, i + 1, token, false));
    const { replies: answered } = await replies;
    const ok = answered.filter((r) => r.payload.status === 'ok');
    const capped = answered.filter((r) => r.payload.response.reason === 'ChannelRateLimitReached: Too many channels');
    expect(ok.length).toBe(MAX_CHANNELS);
    expect(capped.length).toBe(answered.length - MAX_CHANNELS);
    expect(socket.readyState).toBe(WebSocket.OPEN);
  }, 40_000);

  // Sign-in keeps its own way to the database while they are checked: auth has a pool of its own
  // (stack.ts: authDb) and the join checks of all sockets together take at most 4 of the other pool's
  // connections (realtime/index.ts: joinGate). That is the bound, by construction; how long sign-in takes
  // meanwhile is a measurement, not something a test on a shared machine can assert.
  it('closes a socket after too many refused private joins, and signs people in beside 3,000 of them', async () => {
    const token = await signAccessToken({ sub: crypto.randomUUID() });
    const { email } = await signedUpClient();
    const signIn = async () => {
      const response = await authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
      expect(response.status).toBe(200);
    };

    // 3,000 joins of private topics nobody may read (each one a database check), on 60 sockets.
    const attack = Array.from({ length: 60 }, async (_, s) => {
      const socket = await openSocket();
      const result = collectReplies(socket, 50, 20_000);
      for (let i = 0; i < 50; i += 1) socket.send(joinFrame(`forbidden-${s}-${i}`, i + 1, token, true));
      return result;
    });
    for (let i = 0; i < 3; i += 1) await signIn();
    const results = await Promise.all(attack);

    const refusals = results.flatMap((r) => r.replies).filter((r) => r.payload.status === 'error');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((r) => r.payload.response.reason?.startsWith('Unauthorized'))).toBe(true);

    // One more socket going past the allowance is closed with 1008.
    const socket = await openSocket();
    const closing = collectReplies(socket, MAX_REFUSED_JOINS + 20, 20_000);
    for (let i = 0; i < MAX_REFUSED_JOINS + 20; i += 1) socket.send(joinFrame(`forbidden-x-${i}`, i + 1, token, true));
    const { replies, closeCode } = await closing;
    expect(closeCode).toBe(1008);
    expect(replies.length).toBeLessThanOrEqual(MAX_REFUSED_JOINS + 1);
  }, 60_000);
});
