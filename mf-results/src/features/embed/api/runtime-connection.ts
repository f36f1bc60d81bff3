import { parseRuntimeConfig } from '@runoff/platform/supabase';
import type { EmbedConnection } from './embed-connection';

declare const __webpack_public_path__: string | undefined;

/** Where embed.js was loaded from: its chunks and runtime-config.json sit beside it. */
export function embedBaseUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return new URL(publicPath || './', document.baseURI).href;
}

let pending: Promise<EmbedConnection> | undefined;

/**
 * The results host's runtime-config.json (the same file its standalone page reads), fetched once per page:
 * the default project when the snippet names none.
 */
export function runtimeConnection(): Promise<EmbedConnection> {
  pending ??= fetch(new URL('runtime-config.json', embedBaseUrl()), { credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`runtime-config.json answered HTTP ${response.status}`);
      const { supabase } = parseRuntimeConfig(await response.json(), 'runtime-config.json');
      return { supabaseUrl: supabase.url, anonKey: supabase.anonKey };
    })
    .catch((error: unknown) => {
      pending = undefined; // the next attempt fetches again (the network may be back)
      throw error;
    });
  return pending;
}
