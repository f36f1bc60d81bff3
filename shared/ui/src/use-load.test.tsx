import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLoad', () => {
  afterEach(cleanup);

  it('keeps only the answer for the latest key', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ id }) => useLoad(() => answers[id]!, id), { initialProps: { id: 'a' } });
    expect(result.current.status).toBe('loading');
    rerender({ id: 'b' });
    await act(async () => second.resolve('B'));
    await act(async () => first.resolve('A'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'B' });
  });

  it('reports a failure and loads again on reload()', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoad(load, 'k'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: new Error('offline') });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 7 }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
