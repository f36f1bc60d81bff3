import { describe, expect, it } from 'vitest';
import { embedAssetHeaders, isEmbedAsset } from '@runoff/harness/embed-headers';

describe('embed asset headers', () => {
  it('opens embed.js, its chunks and the runtime config of the results app to every origin', () => {
    for (const path of ['/embed.js', '/embed/async/123.0123456789.js', '/runtime-config.json']) {
      expect(embedAssetHeaders('mf_results', path)['Access-Control-Allow-Origin']).toBe('*');
    }
  });

  it('leaves every other path and app alone', () => {
    expect(isEmbedAsset('mf_results', '/index.html')).toBe(false);
    expect(isEmbedAsset('mf_results', '/static/js/index.0123456789.js')).toBe(false);
    expect(isEmbedAsset('shell', '/embed.js')).toBe(false);
    expect(embedAssetHeaders('shell', '/embed.js')).toEqual({});
  });

  it('caches hashed chunks for good and revalidates embed.js, whose name never changes', () => {
    expect(embedAssetHeaders('mf_results', '/embed/async/7.0123456789.js')['Cache-Control']).toContain('immutable');
    expect(embedAssetHeaders('mf_results', '/embed.js')['Cache-Control']).toBe('no-cache');
  });
});
