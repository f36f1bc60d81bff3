import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePresenterKeys } from './use-presenter-keys';

function press(key: string) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

function keys() {
  return { onSpace: vi.fn(), onNext: vi.fn(), onFullscreen: vi.fn() };
}

describe('usePresenterKeys', () => {
  it('steps with → and Page Down left to right, never with ←', () => {
    const handlers = keys();
    const { unmount } = renderHook(() => usePresenterKeys(true, handlers, 'ltr'));
    press('ArrowRight');
    press('PageDown');
    press('ArrowLeft');
    expect(handlers.onNext).toHaveBeenCalledTimes(2);
    unmount();
  });

  it("steps with ← right to left, and still with a clicker's → and Page Down", () => {
    const handlers = keys();
    const { unmount } = renderHook(() => usePresenterKeys(true, handlers, 'rtl'));
    press('ArrowLeft');
    press('ArrowRight');
    press('PageDown');
    expect(handlers.onNext).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('leaves every key alone while disabled', () => {
    const handlers = keys();
    const { unmount } = renderHook(() => usePresenterKeys(false, handlers, 'rtl'));
    press('ArrowLeft');
    press(' ');
    press('f');
    expect(handlers.onNext).not.toHaveBeenCalled();
    expect(handlers.onSpace).not.toHaveBeenCalled();
    expect(handlers.onFullscreen).not.toHaveBeenCalled();
    unmount();
  });
});
