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

  it("drives a session with N, P and R, also on an Arabic layout (by the key's place), and only where given", () => {
    const handlers = { ...keys(), onNextQuestion: vi.fn(), onPreviousQuestion: vi.fn(), onResults: vi.fn() };
    const { unmount } = renderHook(() => usePresenterKeys(true, handlers, 'rtl'));
    press('n');
    press('P');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ق', code: 'KeyR', bubbles: true, cancelable: true }));
    expect([handlers.onNextQuestion, handlers.onPreviousQuestion, handlers.onResults].map((h) => h.mock.calls.length)).toEqual([1, 1, 1]);
    unmount();
    const poll = keys();
    const second = renderHook(() => usePresenterKeys(true, poll, 'ltr'));
    press('n');
    expect([poll.onSpace, poll.onNext, poll.onFullscreen].every((h) => h.mock.calls.length === 0)).toBe(true);
    second.unmount();
  });
});
