import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, testProject } from '../../tests/support/fake-supabase';

// Each test imports a fresh copy of the module: the client is module state by design.
async function freshModule() {
  vi.resetModules();
  return import('./client');
}

const local = { url: 'http://localhost:54321', anonKey: 'local-anon-key' };

describe('the page Supabase client', () => {
  it('explains what to do when used before configuration', async () => {
    const { getSupabase, isSupabaseConfigured, loadSupabase } = await freshModule();
    expect(isSupabaseConfigured()).toBe(false);
    expect(() => getSupabase()).toThrow(/call configureSupabase\(\)/);
    await expect(loadSupabase()).rejects.toThrow(/call configureSupabase\(\)/);
  });

  it('is created once, on the first load, and returned by getSupabase', async () => {
    const { configureSupabase, getSupabase, isSupabaseConfigured, loadSupabase } = await freshModule();
    configureSupabase(local);
    // Configuring records the project only: supabase-js loads when a client is first needed.
    expect(isSupabaseConfigured()).toBe(false);
    expect(() => getSupabase()).toThrow(/await loadSupabase\(\)/);
    const client = await loadSupabase();
    expect(getSupabase()).toBe(client);
    configureSupabase({ ...local });
    expect(await loadSupabase()).toBe(client);
  });

  it('refuses to be reconfigured for another project', async () => {
    const { configureSupabase } = await freshModule();
    configureSupabase(local);
    expect(() => configureSupabase({ ...local, url: 'https://abc.supabase.co' })).toThrow(/already configured/);
    expect(() => configureSupabase({ ...local, anonKey: 'other' })).toThrow(/already configured/);
  });

  it('tells waiting listeners synchronously when the client is created, and late ones at once', async () => {
    const { configureSupabase, loadSupabase, whenSupabaseConfigured } = await freshModule();
    const seen: string[] = [];
    whenSupabaseConfigured(() => seen.push('early'));
    const cancelled = whenSupabaseConfigured(() => seen.push('cancelled'));
    cancelled();
    configureSupabase(local);
    expect(seen).toEqual([]);
    const client = await loadSupabase();
    expect(seen).toEqual(['early']);
    whenSupabaseConfigured((c) => seen.push(c === client ? 'late' : 'wrong client'));
    expect(seen).toEqual(['early', 'late']);
  });

  it('knows when the browser may hold a session: stored, or arriving in the URL', async () => {
    const { mayHoldSession, sessionStorageKey } = await freshModule();
    expect(sessionStorageKey(local)).toBe('sb-localhost-auth-token');
    expect(sessionStorageKey({ ...local, url: 'https://abcdef.supabase.co' })).toBe('sb-abcdef-auth-token');
    const empty = { getItem: () => null };
    const stored = { getItem: (key: string) => (key === 'sb-localhost-auth-token' ? '{}' : null) };
    const plain = { hash: '', search: '' };
    expect(mayHoldSession(local, empty, plain)).toBe(false);
    expect(mayHoldSession(local, stored, plain)).toBe(true);
    expect(mayHoldSession(local, empty, { hash: '#access_token=x&type=recovery', search: '' })).toBe(true);
    expect(mayHoldSession(local, empty, { hash: '#error_description=Link+expired', search: '' })).toBe(true);
    expect(mayHoldSession(local, { getItem: () => { throw new Error('blocked'); } }, plain)).toBe(true);
  });

  describe('an anonymous sign-in before supabase-js has loaded (issue 32)', () => {
    afterEach(() => {
      localStorage.clear();
      vi.unstubAllGlobals();
    });

    it('signs in as auth-js does, stores the session where auth-js reads it, and callRpc sends its token', async () => {
      const fake = createFakeSupabase();
      vi.stubGlobal('fetch', fake.fetch);
      const { configureSupabase, isSupabaseConfigured, loadSupabase, sessionStorageKey, signInAnonymouslyEarly } = await freshModule();
      const { callRpc } = await import('./rpc');
      configureSupabase(testProject);
      const session = await signInAnonymouslyEarly();
      expect(session?.user.is_anonymous).toBe(true);
      expect(fake.requests).toMatchObject([{ route: 'POST /signup', body: { data: {}, gotrue_meta_security: {} } }]);
      expect(JSON.parse(localStorage.getItem(sessionStorageKey(testProject))!)).toEqual(session);
      // The database sees the participant, and supabase-js has still not loaded.
      await callRpc('update_profile', { username: 'Ada' });
      expect(fake.profileNames.get(session!.user.id)).toBe('Ada');
      expect(isSupabaseConfigured()).toBe(false);
      // Once it loads, auth-js holds the same session (no second sign-in).
      const client = await loadSupabase();
      expect((await client.auth.getSession()).data.session?.access_token).toBe(session!.access_token);
      expect(fake.requests.filter((r) => r.route === 'POST /signup')).toHaveLength(1);
      // Later sign-ins are auth-js's.
      expect(signInAnonymouslyEarly()).toBeNull();
    });

    it('words a refusal by the auth service\'s code, a gateway without its service as unreachable', async () => {
      const { configureSupabase, signInAnonymouslyEarly } = await freshModule();
      configureSupabase(testProject);
      const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
      answer(429, { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
      await expect(signInAnonymouslyEarly()).rejects.toMatchObject({ failure: { id: 'request.rate_limited' } });
      answer(422, { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
      await expect(signInAnonymouslyEarly()).rejects.toMatchObject({ failure: { id: 'auth.failed' } });
      answer(503, null);
      await expect(signInAnonymouslyEarly()).rejects.toMatchObject({ failure: { id: 'network.unreachable' } });
      answer(200, { user: null });
      await expect(signInAnonymouslyEarly()).rejects.toMatchObject({ failure: { id: 'auth.no_session' } });
      expect(localStorage.length).toBe(0);
    });

    it('sends a stored token only while it is fresh: near its expiry supabase-js refreshes it', async () => {
      const fake = createFakeSupabase();
      vi.stubGlobal('fetch', fake.fetch);
      const { configureSupabase, isSupabaseConfigured, sessionStorageKey } = await freshModule();
      const { callRpc } = await import('./rpc');
      configureSupabase(testProject);
      const participant = fake.sessionFor(fake.addUser('ada@example.com', 'secret1'));
      const stale = { ...participant, expires_at: Math.floor(Date.now() / 1000) + 30 };
      localStorage.setItem(sessionStorageKey(testProject), JSON.stringify(stale));
      await callRpc('update_profile', { username: 'Ada' });
      expect(isSupabaseConfigured()).toBe(true);
      expect(fake.requests.map((r) => r.route)).toContain('POST /token');
    });
  });
});
