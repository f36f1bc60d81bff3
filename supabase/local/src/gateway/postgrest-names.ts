import type { PostgrestRefusal } from './postgrest-input.js';

/**
 * Names PostgREST looks up, bounded before it sees them. When a function, an argument list or an embedded
 * resource is not found, PostgREST 12 searches the schema cache for a "Perhaps you meant" hint with a fuzzy
 * match whose CPU time grows with the square of the name: measured here, a 6,000-character function name
 * costs 8 s, 100 argument names of 63 characters 4 s, an embedded resource of 6,000 characters 5 s, and a
 * 12,000-character name 29 s (then the connection drops). PostgreSQL names are at most 63 bytes, so a longer
 * function or resource name cannot exist: it is answered here as PostgREST would (not found), at no cost.
 * Argument names are bounded together (docs/security.md, "HTTP gateway").
 */
const MAX_NAME_BYTES = 63;
/** Together, the argument names of one RPC call (Runoff's largest call, create_poll, names 71 bytes). */
export const MAX_ARGUMENT_NAME_BYTES = 1024;

export interface NamesRefusal {
  status: 400 | 404;
  body: PostgrestRefusal;
}

/** Query parameters PostgREST reads itself; every other key of an RPC GET names an argument or a result column. */
const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_ENDINGS = new Set(['order', 'limit', 'offset', 'and', 'or']);

function bytes(text: string): number {
  return Buffer.byteLength(text);
}

function shown(name: string): string {
  return name.length > MAX_NAME_BYTES ? `${name.slice(0, MAX_NAME_BYTES)}…` : name;
}

function tooLongFunction(name: string): NamesRefusal {
  return {
    status: 404,
    body: {
      code: 'PGRST202',
      details: `PostgreSQL names are at most ${MAX_NAME_BYTES} bytes: no function has this one`,
      hint: null,
      message: `Could not find the function public.${shown(name)} in the schema cache`,
    },
  };
}

function tooManyArgumentNames(total: number): NamesRefusal {
  return {
    status: 400,
    body: {
      code: 'argument_names_too_long',
      details: `An RPC call names at most ${MAX_ARGUMENT_NAME_BYTES} bytes of arguments together; this one names ${total}`,
      hint: null,
      message: 'Too many or too long argument names',
    },
  };
}

/** `[alias:]name[!hint…](` in a select: the names PostgREST resolves as embedded resources. */
const EMBEDDED = /([^,()!:\s]+)(?:![^,()!:\s]*)*\(/g;

function embeddedProblem(url: URL, table: string): NamesRefusal | null {
  const select = url.searchParams.get('select');
  if (select === null || bytes(select) <= MAX_NAME_BYTES) return null;
  for (const [, name] of select.matchAll(EMBEDDED)) {
    const resource = name!.replace(/^\.\.\./, '');
    if (bytes(resource) <= MAX_NAME_BYTES) continue;
    return {
      status: 400,
      body: {
        code: 'PGRST200',
        details: `PostgreSQL names are at most ${MAX_NAME_BYTES} bytes: no table, view or relationship has this one`,
        hint: null,
        message: `Could not find a relationship between '${shown(table)}' and '${shown(resource)}' in the schema cache`,
      },
    };
  }
  return null;
}

/** The argument names of an RPC call: its query keys (GET), or its body's keys or `columns` (POST). */
function argumentNameBytes(method: string, url: URL, contentType: string, body: Buffer): number {
  const columns = url.searchParams.get('columns');
  if (method !== 'GET' && method !== 'HEAD') {
    if (columns !== null) return bytes(columns);
    // A body within the bound cannot name more than it: most calls are never parsed here.
    if (body.length <= MAX_ARGUMENT_NAME_BYTES) return 0;
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      return [...new URLSearchParams(body.toString('utf8')).keys()].reduce((n, key) => n + bytes(key), 0);
    }
    if (!contentType.startsWith('application/json') && contentType !== '') return 0;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return 0; // PostgREST answers "Empty or invalid json" at once
    }
    const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    if (typeof first !== 'object' || first === null) return 0;
    return Object.keys(first).reduce((n, key) => n + bytes(key), 0);
  }
  let total = 0;
  for (const key of url.searchParams.keys()) {
    if (RESERVED.has(key) || RESERVED_ENDINGS.has(key.slice(key.lastIndexOf('.') + 1))) continue;
    total += bytes(key);
  }
  return total;
}

/** Why this request's names would cost PostgREST seconds to refuse (the answer to send instead), or null. */
export function postgrestNamesProblem(method: string, path: string, url: URL, contentType: string, body: Buffer): NamesRefusal | null {
  const rpc = /^\/rpc\/([^/]+)\/?$/.exec(path);
  if (!rpc) {
    const table = /^\/([^/]+)\/?$/.exec(path)?.[1];
    return table === undefined ? null : embeddedProblem(url, decodeLeniently(table));
  }
  const name = decodeLeniently(rpc[1]!);
  if (bytes(name) > MAX_NAME_BYTES) return tooLongFunction(name);
  const total = argumentNameBytes(method, url, contentType.toLowerCase(), body);
  if (total > MAX_ARGUMENT_NAME_BYTES) return tooManyArgumentNames(total);
  return embeddedProblem(url, name);
}

/** A path segment as PostgREST's router decodes it (bad escapes and bytes that are not UTF-8 kept, not fatal). */
function decodeLeniently(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
