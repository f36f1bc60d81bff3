import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  supabase: { url: 'http://localhost:54321/', anonKey: 'key' },
  remotes: { mf_auth: 'http://localhost:3001/mf-manifest.json' },
};

function respond(body: string, status = 200) {
  const calls: [string, RequestInit | undefined][] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init]);
    return new Response(body, { status });
  };
  return { fetchImpl: fetchImpl as typeof fetch, calls };
}

describe('parseRuntimeConfig', () => {
  it('accepts a full config and trims the trailing slash of the API URL', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      supabase: { url: 'http://localhost:54321', anonKey: 'key' },
      remotes: { mf_auth: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('lets a standalone page omit the remotes', () => {
    expect(parseRuntimeConfig({ supabase: valid.supabase }).remotes).toEqual({});
  });

  it.each([
    [null, 'expected a JSON object'],
    [{}, '"supabase" must be an object'],
    [{ supabase: { url: 'localhost:54321', anonKey: 'k' } }, '"supabase.url" must be an http(s) URL'],
    [{ supabase: { url: 'http://x', anonKey: ' ' } }, '"supabase.anonKey" must be a non-empty string'],
    [{ supabase: valid.supabase, remotes: [] }, '"remotes" must be an object'],
    [{ supabase: valid.supabase, remotes: { mf_auth: 3001 } }, '"remotes.mf_auth" must be an http(s) URL'],
  ])('names the wrong field in %j', (input, message) => {
    expect(() => parseRuntimeConfig(input)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(input)).toThrow(message);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /runtime-config.json bypassing the HTTP cache', async () => {
    const { fetchImpl, calls } = respond(JSON.stringify(valid));
    const config = await loadRuntimeConfig(undefined, fetchImpl);
    expect(config.supabase.url).toBe('http://localhost:54321');
    expect(calls[0]?.[0]).toBe('/runtime-config.json');
    expect(calls[0]?.[1]?.cache).toBe('no-store');
  });

  it('reports a missing file, bad JSON and network failure clearly', async () => {
    await expect(loadRuntimeConfig('/c.json', respond('nope', 404).fetchImpl)).rejects.toThrow('Could not load /c.json: HTTP 404');
    await expect(loadRuntimeConfig('/c.json', respond('{').fetchImpl)).rejects.toThrow('/c.json: not valid JSON');
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(loadRuntimeConfig('/c.json', offline)).rejects.toThrow('Could not load /c.json: Failed to fetch');
  });
});
