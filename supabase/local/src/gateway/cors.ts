import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The public reads of embedded results (docs/embedding.md): a link holder's view of a poll, which any site
 * may show. Only these answer every origin, with `*` and never credentials.
 */
const PUBLIC_READ_PATHS: ReadonlySet<string> = new Set([
  '/rest/v1/rpc/get_poll_summary',
  '/rest/v1/rpc/get_poll_results',
  // A session's embed (docs/embedding.md, "A session"): where it is; the shown question's results are the two above.
  '/rest/v1/rpc/get_session_embed',
]);

/**
 * CORS for the configured app origins (site_url, additional_redirect_urls, RUNOFF_CORS_ORIGINS). Any other
 * origin, `null` included, gets no Access-Control-Allow-Origin (the browser then keeps the answer from the
 * page), except on the embed's public reads, which answer `*` without credentials. Requests without Origin
 * (servers, tests, curl) are unaffected.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[], pathname = ''): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin) return false;
  const listed = origin !== 'null' && allowedOrigins.includes(origin);
  if (!listed && !PUBLIC_READ_PATHS.has(pathname.replace(/\/+$/, ''))) return false;
  res.setHeader('Access-Control-Allow-Origin', listed ? origin : '*');
  if (listed) res.setHeader('Access-Control-Allow-Credentials', 'true');
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
