import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, requestRuntimeConfig } from './early-runtime-config';

afterEach(() => vi.unstubAllGlobals());

describe('the early runtime-config request', () => {
  it('answers the first fetch with the request made at start-up, and later ones from the network', async () => {
    const early = new Response('{"early":true}');
    const later = new Response('{"later":true}');
    const fetch = vi.fn().mockResolvedValueOnce(early).mockResolvedValueOnce(later);
    vi.stubGlobal('fetch', fetch);

    requestRuntimeConfig();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/runtime-config.json', {});
    expect(await fetchRuntimeConfig('/runtime-config.json', { cache: 'no-store' })).toBe(early);
    expect(await fetchRuntimeConfig('/runtime-config.json', { cache: 'no-store' })).toBe(later);
    expect(fetch).toHaveBeenLastCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('hands a network failure to the reader instead of reporting it as unhandled', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    requestRuntimeConfig();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(fetchRuntimeConfig('/runtime-config.json')).rejects.toThrow('Failed to fetch');
  });
});
