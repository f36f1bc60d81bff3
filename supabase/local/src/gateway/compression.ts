import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

/**
 * Response compression as hosted Supabase's edge (Cloudflare in front of its API gateway) does it
 * (docs/deployment.md, "Compression"): brotli or gzip as the client's Accept-Encoding allows (q-values
 * honoured, brotli preferred), only for compressible types (JSON, text; the `compressible` list), only for
 * the statuses Cloudflare compresses (200, 403, 404), never below 1 kB, never a HEAD, a body already encoded,
 * `Cache-Control: no-transform` or an event stream. A compressed answer loses its Content-Length and is sent
 * chunked; every answer that could have been compressed says `Vary: Accept-Encoding`. WebSocket upgrades
 * never reach this: they are answered on the server's 'upgrade' event.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Statuses Cloudflare compresses by default; others (201, 4xx, 5xx...) pass as they are. */
const COMPRESSED_STATUSES: ReadonlySet<number> = new Set([200, 403, 404]);

const middleware = compression({
  threshold: COMPRESSION_THRESHOLD_BYTES,
  filter(req, res) {
    if (!COMPRESSED_STATUSES.has(res.statusCode)) return false;
    // An event stream must reach the client event by event, not when a compressor's buffer fills.
    if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return false;
    return compression.filter(req, res);
  },
});

/**
 * Makes `res` compress its body if the request and answer qualify; decided when the headers are written.
 * The middleware only wraps the response's methods and calls its `next` at once.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  // The middleware is typed for Express but uses only Node's own request and response.
  (middleware as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void)(req, res, () => {});
}
