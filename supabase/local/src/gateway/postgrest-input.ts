import { isUtf8 } from 'node:buffer';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { bufferedBody } from '../http/body.js';
import { postgrestNamesProblem } from './postgrest-names.js';
import { isForwardedHeader } from './rest-proxy.js';

/**
 * What PostgREST cannot take without failing. PostgREST 12 (and its main branch) decodes every query
 * parameter and header value as strict UTF-8 (`T.decodeUtf8` in ApiRequest/QueryParams.hs, and the
 * `request.headers` it hands to the database); bytes that are not UTF-8 raise an exception that Warp turns
 * into "500 Something went wrong", or into a dropped connection for `Accept`. The gateway refuses those
 * requests first, as a 400 in PostgREST's error shape: PGRST100 (PostgREST's code for a query parameter it
 * cannot parse) for the query string, `invalid_request_header` for a header (docs/security.md, "HTTP gateway").
 */
export interface PostgrestRefusal {
  code: string;
  details: string | null;
  hint: null;
  message: string;
}

/** A query string's bytes as PostgREST reads them (http-types' urlDecode: `+` is a space, `%XY` a byte, any other `%` itself). */
function percentDecoded(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x25 && i + 2 < text.length && isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2))) {
      bytes[n++] = parseInt(text.slice(i + 1, i + 3), 16);
      i += 2;
    } else {
      // The query of a parsed URL is ASCII: WHATWG URL parsing percent-encoded everything else.
      bytes[n++] = c === 0x2b ? 0x20 : c;
    }
  }
  return bytes.subarray(0, n);
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Only an escape of a byte from 0x80 up can make a parsed URL's query invalid UTF-8. */
const HIGH_BYTE_ESCAPE = /%[89a-fA-F][0-9a-fA-F]/;
const NON_ASCII = /[\u0080-\uffff]/;

function queryProblem(search: string): PostgrestRefusal | null {
  if (!HIGH_BYTE_ESCAPE.test(search)) return null;
  const query = search.replace(/^\?/, '');
  if (isUtf8(percentDecoded(query))) return null;
  // Name the first parameter at fault, as it was sent (ASCII, percent-encoded: safe to echo).
  const parameter = query.split(/[&;]/).find((part) => !isUtf8(percentDecoded(part))) ?? query;
  const shown = parameter.length > 80 ? `${parameter.slice(0, 80)}…` : parameter;
  return {
    code: 'PGRST100',
    details: `The query parameter '${shown}' is not valid UTF-8 once percent-decoded`,
    hint: null,
    message: 'Invalid UTF-8 in the query string',
  };
}

/**
 * Node reads header bytes as latin1, and the proxy writes them back the same way: a value is passed on
 * byte for byte, so its bytes must be UTF-8 for PostgREST.
 */
function headerProblem(headers: IncomingHttpHeaders, forwarded: (name: string) => boolean): PostgrestRefusal | null {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || !forwarded(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (NON_ASCII.test(item) && !isUtf8(Buffer.from(item, 'latin1'))) {
        return { code: 'invalid_request_header', details: `The value of the ${name} header is not valid UTF-8`, hint: null, message: 'Invalid UTF-8 in a request header' };
      }
    }
  }
  return null;
}

/**
 * The answer the gateway gives instead of PostgREST, for a request PostgREST would fail on (bytes that are not
 * UTF-8) or take seconds to refuse (names longer than PostgreSQL allows, see postgrest-names.ts); else null.
 * `path` is what follows /rest/v1; the body has been read.
 */
export function refuseBeforePostgrest(req: IncomingMessage, path: string, url: URL): { status: number; body: PostgrestRefusal } | null {
  const invalid = queryProblem(url.search) ?? headerProblem(req.headers, isForwardedHeader);
  if (invalid) return { status: 400, body: invalid };
  const contentType = req.headers['content-type'] ?? '';
  return postgrestNamesProblem(req.method ?? 'GET', path, url, contentType, bufferedBody(req) ?? Buffer.alloc(0));
}
