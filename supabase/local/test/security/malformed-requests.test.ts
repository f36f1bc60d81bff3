import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { stack } from '../support/clients.js';

/**
 * Malformed requests found by issue 19's review and by the request-target fuzz, each answered with a 4xx
 * instead of a 500 or a connection closed without an answer. Raw HTTP: no client library tidies the input.
 */
const api = new URL(stack.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(method: string, path: string, headers: http.OutgoingHttpHeaders = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: api.hostname, port: api.port, method, path, agent, headers: { apikey: stack.anonKey, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

/** What the server writes on a fresh socket until it closes it. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: api.hostname, port: Number(api.port) }, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });
}

describe('query strings and headers that are not UTF-8 (/rest/v1)', () => {
  it.each(['/rest/v1/rpc/get_poll?poll_id=%FF', '/rest/v1/polls?select=%E0%A4%A', '/rest/v1/polls?%FF=1', '/rest/v1/polls?order=%FF', '/rest/v1/rpc/get_poll?poll_id=%C0%80'])(
    '%s: 400 in PostgREST’s shape, not 500',
    async (path) => {
      const answer = await send('GET', path);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ code: 'PGRST100', details: expect.any(String), hint: null, message: 'Invalid UTF-8 in the query string' });
    },
  );

  it.each(['x-client-info', 'accept-profile', 'prefer', 'accept'])('a %s header whose bytes are not UTF-8: 400, not 500 or a dropped connection', async (name) => {
    const answer = await send('GET', '/rest/v1/rpc/get_poll?poll_id=x', { [name]: 'text/\u00ff' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'invalid_request_header' });
  });

  it('still passes UTF-8 on', async () => {
    const answer = await send('GET', '/rest/v1/rpc/get_poll?poll_id=%C3%A9', { 'x-client-info': 'runoff \u00c3\u00a9' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Poll not found' });
  });
});

describe('names longer than PostgreSQL allows (/rest/v1)', () => {
  it('answers a 6,000-character function name at once as not found', async () => {
    const answer = await send('GET', `/rest/v1/rpc/${'a'.repeat(6_000)}`);
    expect(answer.status).toBe(404);
    // The gateway's answer: PostgREST would have spent seconds on a "Perhaps you meant" hint.
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST202', details: expect.stringContaining('at most 63 bytes') });
  });

  it('refuses 100 argument names of 63 characters in a body', async () => {
    const args = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [String(i).padEnd(63, 'k'), 1]));
    const answer = await send('POST', '/rest/v1/rpc/get_poll', { 'content-type': 'application/json' }, JSON.stringify(args));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'argument_names_too_long' });
  });

  it('answers an embedded resource of 6,000 characters at once', async () => {
    const answer = await send('GET', `/rest/v1/polls?select=id,${'a'.repeat(6_000)}(*)`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST200', details: expect.stringContaining('at most 63 bytes') });
  });
});

describe('a Realtime broadcast path whose escapes do not decode', () => {
  it('POST /realtime/v1/api/broadcast/%ZZ/events/e: 400, not a closed connection', async () => {
    const answer = await send('POST', '/realtime/v1/api/broadcast/%ZZ/events/e', { 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining('Malformed URL path') });
    const event = await send('POST', '/realtime/v1/api/broadcast/room/events/%E0%A4%A', { 'content-type': 'application/json' }, '{}');
    expect(event.status).toBe(400);
  });
});

describe('connections', () => {
  it('says Connection: close with a 413, so a keep-alive client sends its next request elsewhere', async () => {
    // /rest/v2 takes no body at all: any body is over its limit.
    const refused = await send('POST', '/rest/v2/x', { 'content-type': 'application/json' }, '{}');
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    // The agent opened a new connection for this one: it is answered.
    expect((await send('GET', '/rest/v1/rpc/get_poll?poll_id=x')).status).toBe(404);
  });

  it('answers a WebSocket upgrade to any other path instead of closing the connection', async () => {
    const upgrade = (path: string, key = '') =>
      raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${key}\r\n`);
    expect(await upgrade('/rest/v1/polls', `apikey: ${stack.anonKey}\r\n`)).toMatch(/^HTTP\/1.1 400 Bad Request\r\n[\s\S]*WebSocket connections are served at \/realtime\/v1\/websocket only/);
    expect(await upgrade('/realtime/v1/websocket?apikey=x&vsn=2.0.0')).toMatch(/^HTTP\/1.1 401 Unauthorized\r\n[\s\S]*Invalid API key/);
  });
});

describe('methods the gateway does not serve (issue 29)', () => {
  it.each(['127.0.0.1:54324', 'localhost:443', '/rest/v1/'])('CONNECT %s: 405 in the gateway’s JSON shape, not a connection closed without a byte', async (target) => {
    const answer = await raw(`CONNECT ${target} HTTP/1.1\r\nHost: ${target.startsWith('/') ? 'localhost' : target}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 405 Method Not Allowed\r\n/);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'method_not_allowed',
      message: 'The method CONNECT is not served here: this is not a proxy',
    });
  });

  it.each([
    ['TRACE', '/rest/v1/polls'],
    ['PROPFIND', '/realtime/v1/api/broadcast'],
    ['LOCK', '/'],
  ])('%s %s: 405 JSON with Allow', async (method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(answer.body)).toEqual({ code: 'method_not_allowed', message: `The method ${method} is not served here` });
  });

  it('TRACE /auth/v1/user: 405 in GoTrue’s error shape', async () => {
    const answer = await send('TRACE', '/auth/v1/user');
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 405, error_code: 'method_not_allowed', msg: 'The method TRACE is not served here' });
  });
});
