import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { refuseBeforePostgrest } from './postgrest-input.js';
import { MAX_ARGUMENT_NAME_BYTES } from './postgrest-names.js';

/** A request as the gateway holds it after reading the body (none here: bufferedBody finds nothing). */
function request(target: string, headers: Record<string, string> = {}, method = 'GET'): [IncomingMessage, string, URL] {
  const url = new URL(target, 'http://localhost');
  return [{ method, headers } as unknown as IncomingMessage, url.pathname.replace(/^\/rest\/v1/, ''), url];
}

const refusal = (target: string, headers?: Record<string, string>, method?: string) => refuseBeforePostgrest(...request(target, headers, method));

describe('bytes PostgREST decodes as strict UTF-8', () => {
  it.each([
    '/rest/v1/rpc/get_poll?poll_id=%FF',
    '/rest/v1/polls?select=%E0%A4%A',
    '/rest/v1/polls?%FF=1',
    '/rest/v1/polls?order=%FF',
    '/rest/v1/polls?id=eq.%C0%80', // overlong
    '/rest/v1/polls?id=eq.%ED%A0%80', // a surrogate
    '/rest/v1/polls?a=1;b=%F4%90%80%80', // past U+10FFFF, after a ';' (PostgREST splits on it too)
  ])('refuses %s with PGRST100 in PostgREST’s shape', (target) => {
    const answer = refusal(target);
    expect(answer?.status).toBe(400);
    expect(answer?.body).toEqual({ code: 'PGRST100', details: expect.stringContaining('not valid UTF-8'), hint: null, message: 'Invalid UTF-8 in the query string' });
  });

  it.each([
    '/rest/v1/rpc/get_poll?poll_id=%C3%A9',
    '/rest/v1/polls?select=%F0%9F%98%80',
    '/rest/v1/polls?title=eq.%ZZ%', // broken escapes are kept as they are, not decoded
    '/rest/v1/polls?title=eq.a+b',
    '/rest/v1/polls?title=eq.\u00e9', // the URL parser percent-encodes it as UTF-8
  ])('passes %s on', (target) => {
    expect(refusal(target)).toBeNull();
  });

  it('names the parameter at fault, escaped as it came', () => {
    expect(refusal('/rest/v1/polls?select=id&title=eq.%FF')?.body.details).toBe("The query parameter 'title=eq.%FF' is not valid UTF-8 once percent-decoded");
  });

  it('refuses a forwarded header whose bytes are not UTF-8, and takes one that is', () => {
    // Node reads header bytes as latin1: "\u00ff" is the byte 0xff, "\u00c3\u00a9" the UTF-8 of "é".
    expect(refusal('/rest/v1/polls', { 'x-client-info': '\u00ff' })?.body).toMatchObject({ code: 'invalid_request_header', message: 'Invalid UTF-8 in a request header' });
    expect(refusal('/rest/v1/polls', { accept: 'text/\u00ff' })?.status).toBe(400);
    expect(refusal('/rest/v1/polls', { 'x-client-info': '\u00c3\u00a9' })).toBeNull();
    // Not forwarded: never PostgREST's problem.
    expect(refusal('/rest/v1/polls', { origin: '\u00ff' })).toBeNull();
  });
});

describe('names PostgREST would spend seconds on', () => {
  it('answers a function name longer than PostgreSQL allows as not found', () => {
    const answer = refusal(`/rest/v1/rpc/${'a'.repeat(64)}`);
    expect(answer?.status).toBe(404);
    expect(answer?.body.code).toBe('PGRST202');
    expect(refusal(`/rest/v1/rpc/${'a'.repeat(63)}`)).toBeNull();
  });

  it('bounds the argument names of a call together', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `${String(i).padEnd(63, 'k')}=1`).join('&');
    expect(refusal(`/rest/v1/rpc/get_poll?${keys(16)}`)).toBeNull();
    expect(refusal(`/rest/v1/rpc/get_poll?${keys(17)}`)).toMatchObject({ status: 400, body: { code: 'argument_names_too_long' } });
    // PostgREST's own parameters name no argument.
    expect(refusal(`/rest/v1/rpc/get_poll?select=${'a'.repeat(60)}&order=${'b'.repeat(2000)}`)).toBeNull();
    expect(refusal(`/rest/v1/rpc/create_poll?columns=${'c'.repeat(MAX_ARGUMENT_NAME_BYTES + 1)}`, {}, 'POST')?.status).toBe(400);
  });

  it('answers an embedded resource name longer than PostgreSQL allows as no relationship', () => {
    const answer = refusal(`/rest/v1/polls?select=id,x:${'a'.repeat(64)}!inner(*)`);
    expect(answer?.status).toBe(400);
    expect(answer?.body.code).toBe('PGRST200');
    expect(refusal(`/rest/v1/polls?select=id,${'a'.repeat(63)}(*),title::text,data->>${'k'.repeat(200)}`)).toBeNull();
  });
});
