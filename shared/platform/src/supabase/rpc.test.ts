import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { RpcArgs, RpcResult } from './rpc';

const local = { url: 'http://localhost:54321', anonKey: 'local-anon-key' };

// A fresh client module per test (the client is module state), talking to a fetch the test answers.
async function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const { configureSupabase } = await import('./client');
  configureSupabase(local);
  const { callRpc } = await import('./rpc');
  return { callRpc, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callRpc', () => {
  it('posts the arguments to the SQL function and returns its result', async () => {
    const { callRpc, fetch } = await clientAnswering(200, { id: 'poll-1' });
    await expect(callRpc('get_poll', { poll_id: 'poll-1' })).resolves.toEqual({ id: 'poll-1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://localhost:54321/rest/v1/rpc/get_poll');
    expect(JSON.parse(String(init?.body))).toEqual({ poll_id: 'poll-1' });
  });

  it("rethrows PostgREST's error with the SQL function's own message", async () => {
    const { callRpc } = await clientAnswering(400, { message: 'Poll not found', code: 'P0002', details: null, hint: null });
    await expect(callRpc('get_poll', { poll_id: 'nope' })).rejects.toMatchObject({ message: 'Poll not found' });
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
    }
    expect(misuses).toBeTypeOf('function');
    expectTypeOf<RpcArgs<'get_poll'>>().toHaveProperty('poll_id').toEqualTypeOf<string>();
    expectTypeOf<RpcResult<'get_participant_status'>>().toEqualTypeOf<boolean>();
  });
});
