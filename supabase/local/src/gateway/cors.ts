import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The CORS answer Supabase's API gateway gives: any origin, the headers supabase-js sends, and the
 * response headers it reads (Content-Range for counts, X-Supabase-Api-Version for auth errors).
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, Content-Profile, Range-Unit',
  );
}

/** Answers a preflight request; returns true when the request was one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, accept-profile, content-profile, prefer, range, x-supabase-api-version',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204);
  res.end();
  return true;
}
