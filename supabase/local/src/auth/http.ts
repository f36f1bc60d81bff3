import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError } from './errors.js';

const MAX_BODY_BYTES = 1024 * 1024;

/** The request body parsed as JSON; an empty body is `{}` as for GoTrue's handlers. */
export async function readJson<T extends object>(req: IncomingMessage): Promise<Partial<T>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      throw new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
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
  return parsed as Partial<T>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
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

/** The caller's address, for auth.sessions.ip (first X-Forwarded-For hop when behind a proxy). */
export function clientIp(req: IncomingMessage): string | null {
  const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.socket.remoteAddress || null;
}

/**
 * CORS for browsers on other ports. The gateway normally answers this already; these headers are
 * only added when nothing set them, so the service also works mounted on its own.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  if (!res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Origin', header(req, 'origin') ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'X-Supabase-Api-Version, x-sb-error-code');
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    header(req, 'access-control-request-headers') ?? 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
  );
  res.writeHead(204);
  res.end();
  return true;
}
