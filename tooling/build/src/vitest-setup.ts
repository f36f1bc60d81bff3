import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

// Every test starts from a clean page, real timers and fresh mocks, whatever the previous test left.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
