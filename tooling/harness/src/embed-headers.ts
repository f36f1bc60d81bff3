/**
 * The served results app's exception for embedded results (docs/embedding.md, docs/deployment.md): other
 * sites load embed.js, its chunks under /embed/ and runtime-config.json with <script type="module"> and
 * fetch, which need CORS. Everything else keeps the app's own headers (a hosting rule elsewhere may deny
 * CORS and framing to every other path). The embed renders in a shadow root, not a frame: nothing here
 * allows framing. One function decides per path so that a static host's rules can mirror it.
 */
import type { AppName } from './apps.js';

const hashedEmbedChunk = /^\/embed\/.+\.[0-9a-f]{8,}\.(js|css)$/;

export function isEmbedAsset(app: AppName, pathname: string): boolean {
  if (app !== 'mf_results') return false;
  // count-worker.js: the embed's count, started in a worker (importScripts) or loaded as a plain script.
  return pathname === '/embed.js' || pathname === '/count-worker.js' || pathname === '/runtime-config.json' || pathname.startsWith('/embed/');
}

/** Headers an embed asset gets on top of the app's: readable from any origin; chunks cached for good. */
export function embedAssetHeaders(app: AppName, pathname: string): Record<string, string> {
  if (!isEmbedAsset(app, pathname)) return {};
  return {
    'Access-Control-Allow-Origin': '*',
    // Pages that isolate themselves (Cross-Origin-Embedder-Policy: require-corp) may still load it.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cache-Control': hashedEmbedChunk.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}
