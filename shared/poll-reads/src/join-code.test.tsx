import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';

const platform = vi.hoisted(() => ({ callRpc: vi.fn() }));
vi.mock('@runoff/platform/supabase', () => platform);

const { useJoinCode } = await import('./join-code');

describe('useJoinCode', () => {
  it('shares the long link until the code is known, then the short one', async () => {
    platform.callRpc.mockResolvedValueOnce({ joinCode: 'ABC234' });
    const { result } = renderHook(() => useJoinCode('poll 1', 'waiting'));
    expect(result.current).toEqual({ code: null, loading: true, url: `${window.location.origin}/polls/poll%201/vote` });
    await waitFor(() => expect(result.current.code).toBe('ABC234'));
    expect(result.current).toEqual({ code: 'ABC234', loading: false, url: `${window.location.origin}/j/ABC234` });
    expect(platform.callRpc).toHaveBeenCalledWith('get_join_code', { poll_id: 'poll 1' });
  });

  it('reads the code again when the status changes: a completed poll has none', async () => {
    platform.callRpc.mockResolvedValueOnce({ joinCode: 'ABC234' }).mockResolvedValueOnce({ joinCode: null });
    const { result, rerender } = renderHook(({ status }) => useJoinCode('p', status), { initialProps: { status: 'voting' } });
    await waitFor(() => expect(result.current.code).toBe('ABC234'));
    rerender({ status: 'completed' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ code: null, loading: false, url: `${window.location.origin}/polls/p/vote` });
  });
});
