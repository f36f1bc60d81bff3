import type { IncomingMessage } from 'node:http';
import type { StackConfig } from '../config/config.js';

export type ApiKeyCheck = { ok: true; key: string } | { ok: false; status: 401; body: { message: string; hint: string } };

/** The API key from the `apikey` header or query parameter, checked the way Supabase's gateway checks it. */
export function checkApiKey(req: IncomingMessage, url: URL, config: StackConfig): ApiKeyCheck {
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  if (!key) {
    return {
      ok: false,
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    };
  }
  if (key !== config.anonKey && key !== config.serviceRoleKey) {
    return {
      ok: false,
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    };
  }
  return { ok: true, key };
}
