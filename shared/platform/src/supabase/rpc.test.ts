import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { RpcArgs, RpcResult } from './rpc';

const local = { url: 'http://localhost:54321/', anonKey: 'local-anon-key' };

// Fresh modules per test (the page's project is module state), talking to a fetch the test answers.
async function pageAnswering(status: number, body: string | null, options: { storedSession?: string } = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  localStorage.clear();
  const client = await import('./client');
  if (options.storedSession) {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const user = { id: 'user-1', aud: 'authenticated', role: 'authenticated', email: 'ada@example.com', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() };
    const session = { access_token: options.storedSession, refresh_token: 'refresh', token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, user };
    localStorage.setItem(client.sessionStorageKey(local), JSON.stringify(session));
  }
  client.configureSupabase(local);
  const { callRpc, RpcRequestError, startRpcEarly } = await import('./rpc');
  const sent = (call = -1) => {
    const [url, init] = fetch.mock.calls.at(call)!;
    return { url: String(url), body: JSON.parse(String(init?.body)) as unknown, headers: new Headers(init?.headers) };
  };
  return { callRpc, RpcRequestError, startRpcEarly, fetch, sent, isSupabaseConfigured: client.isSupabaseConfigured };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('callRpc', () => {
  it('posts the arguments to the SQL function and returns its parsed result', async () => {
    const { callRpc, sent } = await pageAnswering(200, '{"id": "poll-1"}');
    await expect(callRpc('get_poll', { poll_id: 'poll-1' })).resolves.toEqual({ id: 'poll-1' });
    expect(sent()).toMatchObject({ url: 'http://localhost:54321/rest/v1/rpc/get_poll', body: { poll_id: 'poll-1' } });
  });

  it('calls as anon without loading supabase-js when the browser holds no session', async () => {
    const { callRpc, sent, isSupabaseConfigured } = await pageAnswering(200, '{"pollId": "p", "joinCode": "ABC234"}');
    await callRpc('resolve_join_code', { code: 'ABC234' });
    expect(sent().headers.get('authorization')).toBe('Bearer local-anon-key');
    expect(sent().headers.get('apikey')).toBe('local-anon-key');
    expect(isSupabaseConfigured()).toBe(false);
  });

  it("sends the page's session when the browser holds one, a fresh one without loading supabase-js", async () => {
    const { callRpc, sent, isSupabaseConfigured } = await pageAnswering(200, 'true', { storedSession: 'session-token' });
    await expect(callRpc('get_participant_status', { poll_id: 'p', participant_id: 'x' })).resolves.toBe(true);
    expect(sent().headers.get('authorization')).toBe('Bearer session-token');
    // The stored token is what supabase-js would send (client.test.ts: near its expiry supabase-js loads to refresh it).
    expect(isSupabaseConfigured()).toBe(false);
  });

  it('calls another project as anon when one is named (the embed)', async () => {
    const { callRpc, sent } = await pageAnswering(200, '{}', { storedSession: 'session-token' });
    await callRpc('get_poll_summary', { poll_id: 'p' }, { project: { url: 'https://abc.supabase.co', anonKey: 'their-key' } });
    expect(sent().url).toBe('https://abc.supabase.co/rest/v1/rpc/get_poll_summary');
    expect(sent().headers.get('authorization')).toBe('Bearer their-key');
    expect(sent().headers.get('apikey')).toBe('their-key');
  });

  it('answers null for a function that returns nothing', async () => {
    const { callRpc } = await pageAnswering(204, null);
    await expect(callRpc('delete_poll', { poll_id: 'p' })).resolves.toBeNull();
  });

  it('hands back the answer’s bytes unparsed when asked for the stream', async () => {
    const { callRpc } = await pageAnswering(200, '{"poll": {"id": "p"}, "ballots": []}');
    const body = await callRpc('get_poll_results', { poll_id: 'p' }, { answer: 'stream' });
    expect(await new Response(body).text()).toBe('{"poll": {"id": "p"}, "ballots": []}');
  });

  it("throws PostgREST's refusal with the function's own words and the status", async () => {
    const { callRpc, RpcRequestError } = await pageAnswering(403, JSON.stringify({ code: '42501', message: 'Results are available once voting has ended' }));
    const refused = await callRpc('get_poll_results', { poll_id: 'p' }, { answer: 'stream' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RpcRequestError);
    expect(refused).toMatchObject({ message: 'Results are available once voting has ended' });
    expect(refused).toMatchObject({ code: '42501', status: 403 });
  });

  it("gives the failure's id from PostgREST's hint and its values from the detail", async () => {
    const { callRpc, RpcRequestError } = await pageAnswering(
      409,
      JSON.stringify({ code: 'PT409', message: 'This poll is full: it admits at most 3 participants', hint: 'join.poll_full', details: '{"max":3}' }),
    );
    const refused = await callRpc('join_poll', { poll_id: 'p' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RpcRequestError);
    expect(refused).toMatchObject({ status: 409, code: 'PT409', id: 'join.poll_full', values: { max: 3 } });
  });

  it('gives no id and no values when the refusal carries none (PostgREST, a gateway)', async () => {
    const { callRpc } = await pageAnswering(404, JSON.stringify({ code: 'PGRST202', message: 'Could not find the function', hint: 'Perhaps you meant to call the function public.get_poll', details: 'Searched for the function public.get_pol' }));
    await expect(callRpc('get_poll', { poll_id: 'p' })).rejects.toMatchObject({ id: null, values: {} });
    const { callRpc: again } = await pageAnswering(502, 'Bad gateway');
    await expect(again('get_poll', { poll_id: 'p' })).rejects.toMatchObject({ id: null, values: {}, status: 502 });
  });

  it('takes nothing hostile or malformed from hint and detail, and never throws over them', async () => {
    const { failureId, failureValues } = await import('./rpc');
    expect(failureId('poll.not_found')).toBe('poll.not_found');
    for (const hint of [null, 42, '', 'Poll.Not_Found', 'poll', 'poll.', '.poll', 'poll not.found', `a.${'b'.repeat(100)}`, { id: 'poll.not_found' }]) {
      expect(failureId(hint)).toBeNull();
    }
    expect(failureValues('{"max":100,"field":"title","exact":true,"none":null}')).toEqual({ max: 100, field: 'title', exact: true, none: null });
    for (const detail of [null, 7, '', 'At most 100 polls per account per hour.', '{"max":', '[1,2]', '"text"', '100', 'null', `{"x":"${'y'.repeat(5000)}"}`]) {
      expect(failureValues(detail)).toEqual({});
    }
    // Nested objects, arrays and non-finite numbers are dropped; the rest of the object is kept.
    expect(failureValues('{"max":3,"nested":{"a":1},"list":[1],"huge":1e999}')).toEqual({ max: 3 });
    // A `__proto__` key stays an own entry: no prototype is replaced, here or anywhere.
    const polluted = failureValues('{"__proto__":"x","max":1}');
    expect(Object.getPrototypeOf(polluted)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(polluted, '__proto__')?.value).toBe('x');
    expect(polluted.max).toBe(1);
  });

  it('says which HTTP status came back when the refusal has no message', async () => {
    const { callRpc } = await pageAnswering(502, 'Bad gateway');
    await expect(callRpc('get_poll', { poll_id: 'p' })).rejects.toThrow('The server answered HTTP 502');
  });

  it('explains what to do when called before configuration', async () => {
    vi.resetModules();
    const { callRpc } = await import('./rpc');
    await expect(callRpc('get_poll', { poll_id: 'p' })).rejects.toThrow(/configureSupabase\(\)/);
  });

  it('hands a call started early to the first identical call, once', async () => {
    const { callRpc, startRpcEarly, fetch } = await pageAnswering(200, '{"id": "poll-1"}');
    startRpcEarly('get_poll', { poll_id: 'poll-1' });
    await expect(callRpc('get_poll', { poll_id: 'poll-1' })).resolves.toEqual({ id: 'poll-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next call asks the server.
    await callRpc('get_poll', { poll_id: 'poll-1' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves other arguments, other projects, streams and stale early calls to the server', async () => {
    const { callRpc, startRpcEarly, fetch } = await pageAnswering(200, '{"id": "poll-1"}');
    startRpcEarly('get_poll', { poll_id: 'poll-1' });
    await callRpc('get_poll', { poll_id: 'poll-2' });
    await callRpc('get_poll', { poll_id: 'poll-1' }, { project: { url: 'https://other.example', anonKey: 'k' } });
    await callRpc('get_poll', { poll_id: 'poll-1' }, { answer: 'stream' });
    expect(fetch).toHaveBeenCalledTimes(4);
    startRpcEarly('get_poll', { poll_id: 'poll-3' }, Date.now() - 30_001);
    await callRpc('get_poll', { poll_id: 'poll-3' });
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it("hands an early call's refusal to its taker", async () => {
    const { callRpc, startRpcEarly, RpcRequestError } = await pageAnswering(404, '{"message": "Poll not found", "code": "PT404"}');
    startRpcEarly('get_poll', { poll_id: 'gone' });
    const failure = callRpc('get_poll', { poll_id: 'gone' });
    await expect(failure).rejects.toBeInstanceOf(RpcRequestError);
    await expect(failure).rejects.toMatchObject({ message: 'Poll not found', status: 404 });
  });

  it('is typed by the generated function signatures', () => {
    // Checked by tsc (the typecheck stage): each line below must stay a type error.
    async function misuses(call: typeof import('./rpc').callRpc) {
      // @ts-expect-error an argument the SQL function does not have
      await call('get_poll', { pollId: 'poll-1' });
      // @ts-expect-error a required argument left out
      await call('submit_vote', { poll_id: 'poll-1' });
      // @ts-expect-error a function the migrations do not define
      await call('get_everything', {});
      // @ts-expect-error the stream is bytes, not the typed result
      const counted: RpcResult<'get_poll_results'> = await call('get_poll_results', { poll_id: 'p' }, { answer: 'stream' });
      return counted;
    }
    expect(misuses).toBeTypeOf('function');
    expectTypeOf<RpcArgs<'get_poll'>>().toHaveProperty('poll_id').toEqualTypeOf<string>();
    expectTypeOf<RpcResult<'get_participant_status'>>().toEqualTypeOf<boolean>();
  });
});
