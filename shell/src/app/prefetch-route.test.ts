import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from '../features/remotes';
import { prefetchRoute } from './prefetch-route';

// Well formed here: six symbols once dashes go (the real check is the join-code feature's, tested there).
// A lookup here answers at once: a code starting with S is a session's.
const startEarlyLookup = vi.hoisted(() =>
  vi.fn((typed: string, signedOut: boolean) =>
    signedOut && /^[a-z2-9]{6}$/i.test(typed.replace(/-/g, '')) ? Promise.resolve(typed.startsWith('S') ? 'session' : 'join') : null,
  ),
);
vi.mock('../features/join-code', () => ({ startEarlyLookup }));
const startRpcEarly = vi.hoisted(() => vi.fn());
vi.mock('@runoff/platform/supabase', () => ({ startRpcEarly }));

const apiUrl = 'http://localhost:54321';

function setUp({ result = Promise.resolve({ default: () => null }) as Promise<unknown>, signedOut = true } = {}) {
  const load = vi.fn(() => result);
  return { context: { loader: { load } as unknown as RemoteLoader, apiUrl, signedOut }, load };
}

beforeEach(() => {
  startEarlyLookup.mockClear();
  startRpcEarly.mockClear();
  document.head.querySelectorAll('link[rel=preconnect], link[rel=preload]').forEach((link) => link.remove());
});

describe('prefetchRoute', () => {
  it.each(['/j/ABC234', '/j/ABC234/', '/polls/0b0c/vote', '/polls/0b0c/vote/'])('starts loading the join page on %s', async (path) => {
    const { context, load } = setUp();
    prefetchRoute(path, context);
    await vi.waitFor(() => expect(load).toHaveBeenCalledExactlyOnceWith('mf_lobby', './join-page'));
    const preconnect = document.head.querySelector<HTMLLinkElement>('link[rel=preconnect]');
    expect(preconnect?.href).toBe('http://localhost:54321/');
    expect(preconnect?.crossOrigin).toBe('anonymous');
  });

  it.each(['/', '/j', '/j/', '/polls/0b0c', '/polls/0b0c/present', '/dashboard', '/j/ABC234/extra'])('loads nothing on %s', (path) => {
    const { context, load } = setUp();
    prefetchRoute(path, context);
    expect(load).not.toHaveBeenCalled();
    expect(startEarlyLookup).not.toHaveBeenCalled();
    expect(startRpcEarly).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel=preconnect]')).toBeNull();
  });

  it('starts the join page’s get_poll on /polls/{id}/vote, for a visitor without a session', () => {
    const { context } = setUp();
    prefetchRoute('/polls/0b0c/vote', context);
    expect(startRpcEarly).toHaveBeenCalledExactlyOnceWith('get_poll', { poll_id: '0b0c' });
    expect(startEarlyLookup).not.toHaveBeenCalled();
  });

  it('leaves get_poll of a visitor with a session to the page, and reads no poll on /j/{code}', () => {
    prefetchRoute('/polls/0b0c/vote', setUp({ signedOut: false }).context);
    prefetchRoute('/j/ABC234', setUp().context);
    expect(startRpcEarly).not.toHaveBeenCalled();
  });

  it('loads the session’s room instead when the early lookup finds a session (issue 32)', async () => {
    const { context, load } = setUp();
    prefetchRoute('/j/SBC234', context);
    await vi.waitFor(() => expect(load).toHaveBeenCalledExactlyOnceWith('mf_lobby', './session-page'));
  });

  it('fetches the lobby’s manifest while the lookup runs, as the federation runtime will ask for it', () => {
    const { context } = setUp();
    prefetchRoute('/j/ABC234', { ...context, lobbyManifest: 'http://localhost:3003/mf-manifest.json' });
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel=preload]');
    expect(preload?.href).toBe('http://localhost:3003/mf-manifest.json');
    expect(preload?.as).toBe('fetch');
    expect(preload?.crossOrigin).toBe('anonymous');
  });

  it('loads the join page at once for a visitor with a session (the page looks the code up)', () => {
    const { context, load } = setUp({ signedOut: false });
    prefetchRoute('/j/SBC234', context);
    expect(load).toHaveBeenCalledExactlyOnceWith('mf_lobby', './join-page');
  });

  it('starts the code’s lookup on /j/{code}', () => {
    const { context } = setUp();
    prefetchRoute('/j/abc-234', context);
    expect(startEarlyLookup).toHaveBeenCalledExactlyOnceWith('abc-234', true);
  });

  it('leaves the lookup of a visitor with a session to the page', () => {
    const { context } = setUp({ signedOut: false });
    prefetchRoute('/j/ABC234', context);
    expect(startEarlyLookup).toHaveBeenCalledExactlyOnceWith('ABC234', false);
  });

  it('hands a segment that cannot be decoded over as it is, and looks nothing up on a join link', () => {
    const { context } = setUp();
    prefetchRoute('/j/%E0%A4%A', context);
    expect(startEarlyLookup).toHaveBeenCalledExactlyOnceWith('%E0%A4%A', true);
    startEarlyLookup.mockClear();
  startRpcEarly.mockClear();
    prefetchRoute('/polls/0b0c/vote', context);
    expect(startEarlyLookup).not.toHaveBeenCalled();
  });

  it('only warns when the remote cannot be reached: the page’s own load tries again and shows the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = setUp({ result: Promise.reject(new Error('mf_lobby did not answer within 8 s')) });
    prefetchRoute('/polls/0b0c/vote', context);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("[runoff] prefetching mf_lobby's ./join-page failed", expect.any(Error)));
    warn.mockRestore();
  });
});
