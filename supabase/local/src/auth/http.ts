import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { bufferedBody } from '../http/body.js';
import { addressOf } from '../http/client-address.js';
import { AuthError } from './errors.js';

const MAX_BODY_BYTES = 1024 * 1024;

/** The request body parsed as JSON; an empty body is `{}` as for GoTrue's handlers. */
export async function readJson<T extends object>(req: IncomingMessage): Promise<Partial<T>> {
  let body = bufferedBody(req);
  if (!body) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        throw new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
      }
      chunks.push(chunk as Buffer);
    }
    body = Buffer.concat(chunks);
  }
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  checkStoredJson(parsed);
  return parsed as Partial<T>;
}

/** Deeper than this, PostgreSQL's jsonb parser may run out of stack: refuse it here as a 400. */
const MAX_JSON_DEPTH = 32;

/** A UTF-16 surrogate without its other half: JSON may write one (`"\ud800"`), UTF-8 and jsonb cannot hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text and jsonb cannot hold U+0000 or a lone surrogate, and very deep jsonb fails to parse: each
 * would be a database error (a 500) after the fact, so all are refused up front as GoTrue-shaped 400s.
 */
export function checkStoredJson(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new AuthError(400, 'validation_failed', 'Request body must not contain NUL characters');
    if (LONE_SURROGATE.test(value)) throw new AuthError(400, 'validation_failed', 'Request body must not contain unpaired surrogates');
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_JSON_DEPTH) throw new AuthError(400, 'validation_failed', `Request body is nested too deeply (max ${MAX_JSON_DEPTH} levels)`);
  for (const [key, item] of Object.entries(value)) {
    checkStoredJson(key, depth);
    checkStoredJson(item, depth + 1);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  // A known length lets the gateway's compression leave small answers alone.
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/** 303 See Other, as GoTrue's /verify redirects. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location });
  res.end();
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The caller's address for auth.sessions.ip (an inet column): the one the gateway settled on, which
 * believes X-Forwarded-For only from a trusted proxy and only when it is an IP address.
 */
export function clientIp(req: IncomingMessage): string | null {
  const address = addressOf(req);
  return net.isIP(address) ? address : null;
}
