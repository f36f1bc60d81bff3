import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from './errors';

const local = { url: 'http://localhost:54321/', anonKey: 'local-anon-key' };

// A fresh client module per test (the client is module state), talking to a fetch the test answers.
async function clientAnswering(status: number, body: string) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const { configureSupabase } = await import('./client');
  configureSupabase(local);
  const { callRpcBody } = await import('./rpc-body');
  const { callRpcWithoutSession, RpcRequestError } = await import('./rpc-request');
  return { callRpcBody, callRpcWithoutSession, RpcRequestError, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callRpcBody', () => {
  it('posts the arguments as anon when nobody is signed in and hands back the answer’s bytes unparsed', async () => {
    const { callRpcBody, fetch } = await clientAnswering(200, '{"poll": {"id": "p"}, "ballots": []}');
    const body = await new Response(await callRpcBody('get_poll_results', { poll_id: 'p' })).text();
    expect(body).toBe('{"poll": {"id": "p"}, "ballots": []}');
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toBe('http://localhost:54321/rest/v1/rpc/get_poll_results');
    expect(JSON.parse(String(init?.body))).toEqual({ poll_id: 'p' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer local-anon-key');
    expect(new Headers(init?.headers).get('apikey')).toBe('local-anon-key');
  });

  it('throws PostgREST’s refusal with the function’s own words, as callRpc does', async () => {
    const { callRpcBody, RpcRequestError } = await clientAnswering(403, JSON.stringify({ code: '42501', message: 'Results are available once voting has ended' }));
    const refused = callRpcBody('get_poll_results', { poll_id: 'p' });
    await expect(refused).rejects.toBeInstanceOf(RpcRequestError);
    const error = await refused.catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Results are available once voting has ended');
    expect(error).toMatchObject({ code: '42501', status: 403 });
  });

  it('says which HTTP status came back when the refusal has no message', async () => {
    const { callRpcBody } = await clientAnswering(502, 'Bad gateway');
    await expect(callRpcBody('get_poll_results', { poll_id: 'p' })).rejects.toThrow('The server answered HTTP 502');
  });
});

describe('callRpcWithoutSession', () => {
  it('posts as anon, without supabase-js, and parses the answer', async () => {
    const { callRpcWithoutSession, fetch } = await clientAnswering(200, '{"pollId": "p", "joinCode": "ABC234"}');
    expect(await callRpcWithoutSession('resolve_join_code', { code: 'ABC234' })).toEqual({ pollId: 'p', joinCode: 'ABC234' });
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toBe('http://localhost:54321/rest/v1/rpc/resolve_join_code');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer local-anon-key');
  });

  it('throws the refusal with its status, for the caller to choose another way', async () => {
    const { callRpcWithoutSession, RpcRequestError } = await clientAnswering(429, JSON.stringify({ code: 'PT429', message: 'Too many wrong codes without a session. Sign in and try again.' }));
    const refused = await callRpcWithoutSession('resolve_join_code', { code: 'ABC234' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RpcRequestError);
    expect(refused).toMatchObject({ status: 429, code: 'PT429' });
  });
});
