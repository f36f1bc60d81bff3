import { describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from '../features/remotes';
import { prefetchRoute } from './prefetch-route';

function fakeLoader(result: Promise<unknown> = Promise.resolve({ default: () => null })) {
  const load = vi.fn(() => result);
  return { loader: { load } as unknown as RemoteLoader, load };
}

describe('prefetchRoute', () => {
  it.each(['/j/ABC234', '/j/ABC234/', '/polls/0b0c/vote', '/polls/0b0c/vote/'])('starts loading the join page on %s', (path) => {
    const { loader, load } = fakeLoader();
    prefetchRoute(path, loader);
    expect(load).toHaveBeenCalledExactlyOnceWith('mf_lobby', './join-page');
  });

  it.each(['/', '/j', '/j/', '/polls/0b0c', '/polls/0b0c/present', '/dashboard', '/j/ABC234/extra'])('loads nothing on %s', (path) => {
    const { loader, load } = fakeLoader();
    prefetchRoute(path, loader);
    expect(load).not.toHaveBeenCalled();
  });

  it('only warns when the remote cannot be reached: the page’s own load tries again and shows the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loader } = fakeLoader(Promise.reject(new Error('mf_lobby did not answer within 8 s')));
    prefetchRoute('/j/ABC234', loader);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[runoff] prefetching the join page failed', expect.any(Error)));
    warn.mockRestore();
  });
});
