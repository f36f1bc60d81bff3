import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the configured app origins only (site_url, additional_redirect_urls, RUNOFF_CORS_ORIGINS).
 * An origin that is not listed, `null` included, gets no Access-Control-Allow-Origin: the browser then
 * keeps the answer from the page. Requests without Origin (servers, tests, curl) are unaffected.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || origin === 'null' || !allowedOrigins.includes(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, Content-Profile, Range-Unit, x-sb-error-code',
  );
  return true;
}

/** Answers a preflight request; returns true when the request was one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowed: boolean): boolean {
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    // The allowed apps may send whatever headers supabase-js adds (x-client-info, prefer, ...).
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ??
        'authorization, x-client-info, apikey, content-type, accept-profile, content-profile, prefer, range, x-supabase-api-version, x-upsert, cache-control, if-none-match',
    );
    res.setHeader('Access-Control-Max-Age', '3600');
  }
  res.writeHead(204);
  res.end();
  return true;
}
