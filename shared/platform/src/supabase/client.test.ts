import { describe, expect, it, vi } from 'vitest';

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
});
