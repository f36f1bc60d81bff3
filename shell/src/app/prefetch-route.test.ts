import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from '../features/remotes';
import { prefetchRoute } from './prefetch-route';

const apiUrl = 'http://localhost:54321';

function setUp({ result = Promise.resolve({ default: () => null }) as Promise<unknown>, signedOut = true } = {}) {
  const load = vi.fn(() => result);
  const signIn = vi.fn(() => Promise.resolve({ uid: 'participant' }));
  return { context: { loader: { load } as unknown as RemoteLoader, apiUrl, signedOut, signIn }, load, signIn };
}

beforeEach(() => document.head.querySelectorAll('link[rel=preconnect]').forEach((link) => link.remove()));

describe('prefetchRoute', () => {
  it.each(['/j/ABC234', '/j/ABC234/', '/polls/0b0c/vote', '/polls/0b0c/vote/'])('starts loading the join page on %s', (path) => {
    const { context, load } = setUp();
    prefetchRoute(path, context);
    expect(load).toHaveBeenCalledExactlyOnceWith('mf_lobby', './join-page');
    const preconnect = document.head.querySelector<HTMLLinkElement>('link[rel=preconnect]');
    expect(preconnect?.href).toBe('http://localhost:54321/');
    expect(preconnect?.crossOrigin).toBe('anonymous');
  });

  it.each(['/', '/j', '/j/', '/polls/0b0c', '/polls/0b0c/present', '/dashboard', '/j/ABC234/extra'])('loads nothing on %s', (path) => {
    const { context, load, signIn } = setUp();
    prefetchRoute(path, context);
    expect(load).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel=preconnect]')).toBeNull();
  });

  it('signs a visitor without a session in at once on /j/{code}, as the code’s lookup would', () => {
    const { context, signIn } = setUp();
    prefetchRoute('/j/abc-234', context);
    expect(signIn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a malformed code', '/j/ABC', true],
    ['a code that is not even a path segment', '/j/%E0%A4%A', true],
    ['a join link (its page signs in only on Join)', '/polls/0b0c/vote', true],
    ['a browser that may hold a session', '/j/ABC234', false],
  ])('signs nobody in for %s', (_, path, signedOut) => {
    const { context, signIn } = setUp({ signedOut });
    prefetchRoute(path, context);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('only warns when the remote cannot be reached: the page’s own load tries again and shows the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = setUp({ result: Promise.reject(new Error('mf_lobby did not answer within 8 s')) });
    prefetchRoute('/polls/0b0c/vote', context);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[runoff] prefetching the join page failed', expect.any(Error)));
    warn.mockRestore();
  });
});
