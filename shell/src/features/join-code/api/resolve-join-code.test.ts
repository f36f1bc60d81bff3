import { beforeEach, describe, expect, it, vi } from 'vitest';

const supabase = vi.hoisted(() => {
  class RpcRequestError extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message);
    }
  }
  return { callRpc: vi.fn(), RpcRequestError };
});
vi.mock('@runoff/platform/supabase', () => supabase);

const { lookUpWithoutSession, resolveJoinCodeWithoutSession, startLookupWithoutSession } = await import('./resolve-join-code');

beforeEach(() => supabase.callRpc.mockReset());

describe('looking a code up without a session', () => {
  it('answers a hit, and null once the shared budget is used up (the caller then signs in)', async () => {
    supabase.callRpc.mockResolvedValueOnce({ pollId: 'poll-1', joinCode: 'ABC234' });
    expect(await resolveJoinCodeWithoutSession('ABC234')).toEqual({ pollId: 'poll-1', poll: null });
    supabase.callRpc.mockRejectedValueOnce(new supabase.RpcRequestError('Too many wrong codes without a session. Sign in and try again.', 429));
    expect(await resolveJoinCodeWithoutSession('ABC234')).toBeNull();
    supabase.callRpc.mockRejectedValueOnce(new supabase.RpcRequestError('A join code has 6 letters and digits', 400));
    await expect(resolveJoinCodeWithoutSession('ABC234')).rejects.toThrow('A join code has 6 letters and digits');
  });

  it('hands the lookup started early to the page once, then asks again', async () => {
    supabase.callRpc.mockResolvedValue({ pollId: 'poll-1', joinCode: 'ABC234' });
    startLookupWithoutSession('ABC234');
    startLookupWithoutSession('ABC234');
    expect(supabase.callRpc).toHaveBeenCalledOnce();
    expect(await lookUpWithoutSession('ABC234')).toMatchObject({ pollId: 'poll-1' });
    expect(supabase.callRpc).toHaveBeenCalledOnce();
    await lookUpWithoutSession('ABC234');
    expect(supabase.callRpc).toHaveBeenCalledTimes(2);
  });

  it('keeps an early failure for the page to show, without an unhandled rejection', async () => {
    supabase.callRpc.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startLookupWithoutSession('XYZ789');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(lookUpWithoutSession('XYZ789')).rejects.toThrow('Failed to fetch');
  });
});
