import { describe, expect, it, vi } from 'vitest';

// Each test imports a fresh copy of the module: the client is module state by design.
async function freshModule() {
  vi.resetModules();
  return import('./client');
}

const local = { url: 'http://localhost:54321', anonKey: 'local-anon-key' };

describe('the page Supabase client', () => {
  it('explains what to do when used before configuration', async () => {
    const { getSupabase, isSupabaseConfigured } = await freshModule();
    expect(isSupabaseConfigured()).toBe(false);
    expect(() => getSupabase()).toThrow(/call configureSupabase\(\)/);
  });

  it('is created once and returned by getSupabase', async () => {
    const { configureSupabase, getSupabase } = await freshModule();
    const client = configureSupabase(local);
    expect(getSupabase()).toBe(client);
    expect(configureSupabase({ ...local })).toBe(client);
  });

  it('refuses to be reconfigured for another project', async () => {
    const { configureSupabase } = await freshModule();
    configureSupabase(local);
    expect(() => configureSupabase({ ...local, url: 'https://abc.supabase.co' })).toThrow(/already configured/);
    expect(() => configureSupabase({ ...local, anonKey: 'other' })).toThrow(/already configured/);
  });

  it('tells waiting listeners synchronously on configuration, and late ones at once', async () => {
    const { configureSupabase, whenSupabaseConfigured } = await freshModule();
    const seen: string[] = [];
    whenSupabaseConfigured(() => seen.push('early'));
    const cancelled = whenSupabaseConfigured(() => seen.push('cancelled'));
    cancelled();
    const client = configureSupabase(local);
    expect(seen).toEqual(['early']);
    whenSupabaseConfigured((c) => seen.push(c === client ? 'late' : 'wrong client'));
    expect(seen).toEqual(['early', 'late']);
  });
});
