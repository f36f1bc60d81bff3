import { act, renderHook } from '@testing-library/react';
import { useConnection } from './use-connection';

describe('useConnection', () => {
  it('says reconnecting while the browser is offline and catches up when it is back', () => {
    const catchUp = vi.fn();
    const { result } = renderHook(() => useConnection(catchUp));
    expect(result.current.reconnecting).toBe(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.reconnecting).toBe(true);
    expect(catchUp).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.reconnecting).toBe(false);
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('says reconnecting after the channel dropped and catches up on the rejoin only', () => {
    const catchUp = vi.fn();
    const { result } = renderHook(() => useConnection(catchUp));
    act(() => result.current.onSubscribed());
    expect(catchUp).not.toHaveBeenCalled();
    act(() => result.current.onDropped());
    expect(result.current.reconnecting).toBe(true);
    act(() => result.current.onSubscribed());
    expect(result.current.reconnecting).toBe(false);
    expect(catchUp).toHaveBeenCalledTimes(1);
    act(() => result.current.onSubscribed());
    expect(catchUp).toHaveBeenCalledTimes(1);
  });
});
