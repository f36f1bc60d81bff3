import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteTimeoutPlugin } from './remote-timeout-plugin';

describe('remoteTimeoutPlugin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches manifests uncached and aborts them after the timeout', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const plugin = remoteTimeoutPlugin(4000);

    const pending = plugin.fetch?.('http://localhost:3001/mf-manifest.json', {}) as Promise<Response>;
    const assertion = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    await vi.advanceTimersByTimeAsync(4000);
    await assertion;
  });

  it('gives the remote entry script the same time limit', () => {
    const plugin = remoteTimeoutPlugin(4000);
    const createScript = plugin.createScript as unknown as () => unknown;
    expect(createScript()).toEqual({ timeout: 4000 });
  });
});
