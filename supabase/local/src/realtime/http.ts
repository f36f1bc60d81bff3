import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { bufferedBody } from '../http/body.js';
import type { HttpService } from '../http/service.js';
import { authorizeWrite, emptyPolicies, PolicyError } from './authorization.js';
import { OutgoingBroadcast, type BroadcastSource } from './broadcast.js';
import type { Hub } from './hub.js';
import { verifyAccessToken, type Claims } from './token.js';

/**
 * Realtime's REST broadcast API under /realtime/v1/api: `POST /broadcast` (a batch, what realtime-js
 * send() falls back to before a channel is joined) and `POST /broadcast/:topic/events/:event`
 * (httpSend(), JSON or octet-stream body). Answers 202 with no body; private messages need the
 * broadcast write policy for their topic, checked once per topic of the request.
 */
interface Deps {
  hub: Hub;
  db: pg.Pool;
  jwtSecret: string;
}

const MAX_BODY_BYTES = 3_000 * 1024;

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  // A known length lets the gateway's compression leave small answers alone.
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const buffered = bufferedBody(req);
  if (buffered) return Promise.resolve(buffered.length > MAX_BODY_BYTES ? null : buffered);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** AuthTenant: the bearer token, else the API key, must be a valid JWT with role and exp. */
async function claimsOf(req: IncomingMessage, jwtSecret: string): Promise<Claims | null> {
  const authorization = req.headers.authorization;
  const bearer = authorization?.match(/^bearer (.+)$/i)?.[1];
  const apikey = req.headers.apikey;
  const token = bearer ?? (Array.isArray(apikey) ? apikey[0] : apikey);
  if (!token) return null;
  const check = await verifyAccessToken(token, jwtSecret);
  return check.ok ? check.claims : null;
}

/** A path segment decoded, or null when its %-escapes are broken or not UTF-8. */
function pathSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

interface PendingMessage {
  topic: string;
  isPrivate: boolean;
  source: BroadcastSource;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** BatchBroadcast's changeset: messages required; each needs topic, event and a map payload. */
function parseBatch(body: unknown): { messages: PendingMessage[] } | { errors: unknown } {
  if (!isRecord(body) || !Array.isArray(body.messages) || body.messages.length === 0) {
    return { errors: { messages: ["can't be blank"] } };
  }
  const errors: Record<string, string[]>[] = [];
  const messages: PendingMessage[] = [];
  for (const raw of body.messages as unknown[]) {
    const m = isRecord(raw) ? raw : {};
    const problems: Record<string, string[]> = {};
    for (const field of ['topic', 'event'] as const) if (typeof m[field] !== 'string' || m[field] === '') problems[field] = ["can't be blank"];
    if (!isRecord(m.payload)) problems.payload = m.payload === undefined ? ["can't be blank"] : ['is invalid'];
    errors.push(problems);
    if (Object.keys(problems).length > 0) continue;
    const payload: Record<string, unknown> = { payload: m.payload, event: m.event, type: 'broadcast' };
    if (typeof m.id === 'string') payload.meta = { id: m.id };
    messages.push({ topic: m.topic as string, isPrivate: m.private === true, source: { kind: 'json', payload } });
  }
  if (errors.some((e) => Object.keys(e).length > 0)) return { errors: { messages: errors } };
  return { messages };
}

export function createBroadcastApi({ hub, db, jwtSecret }: Deps): HttpService {
  /** Delivers what the caller may send; returns false when a private topic refused it. */
  async function deliver(claims: Claims, headers: Record<string, string>, messages: PendingMessage[]): Promise<boolean> {
    const allowed = new Map<string, boolean>();
    let refused = false;
    for (const message of messages) {
      if (message.isPrivate) {
        if (!allowed.has(message.topic)) {
          const policies = await authorizeWrite(db, { topic: message.topic, claims, headers }, emptyPolicies(), ['broadcast', 'presence']).catch(
            (e: unknown) => {
              // A policy that raises is the project's (hosted logs RlsPolicyError); anything else is ours.
              if (e instanceof PolicyError) console.warn(`[realtime] RlsPolicyError on ${message.topic}: ${e.message}`);
              else console.error('[realtime] broadcast authorization failed', e);
              return emptyPolicies();
            },
          );
          allowed.set(message.topic, policies.broadcast.write === true);
        }
        if (!allowed.get(message.topic)) {
          refused = true;
          continue;
        }
      }
      hub.find(message.isPrivate, message.topic)?.broadcast(new OutgoingBroadcast(`realtime:${message.topic}`, message.source));
    }
    return !refused;
  }

  return async (req, res, path, url) => {
    if (req.method !== 'POST') return json(res, 404, { message: 'not found' });
    const claims = await claimsOf(req, jwtSecret);
    if (!claims) return json(res, 401, { message: 'Unauthorized' });
    const body = await readBody(req);
    if (body === null) return json(res, 413, { message: 'Payload size exceeds tenant limit' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;

    if (path === '/api/broadcast') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return json(res, 422, { errors: { messages: ['is invalid'] } });
      }
      const batch = parseBatch(parsed);
      if ('errors' in batch) return json(res, 422, { errors: batch.errors });
      await deliver(claims, headers, batch.messages); // the batch API drops refused private topics silently
      res.writeHead(202).end();
      return;
    }

    const single = path.match(/^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/);
    if (!single) return json(res, 404, { message: 'not found' });
    const [topic, event] = [pathSegment(single[1]!), pathSegment(single[2]!)];
    // As Plug's router refuses a path whose escapes do not decode (MalformedURIError, 400).
    if (topic === null || event === null) return json(res, 400, { message: 'Malformed URL path: a %-escape does not decode' });
    const binary = (req.headers['content-type'] ?? '').startsWith('application/octet-stream');
    if (body.length === 0) return json(res, 422, { errors: { payload: ["can't be blank"] } });
    if (!binary) {
      try {
        JSON.parse(body.toString('utf8'));
      } catch {
        return json(res, 422, { errors: { payload: ['is invalid'] } });
      }
    }
    const message: PendingMessage = {
      topic,
      isPrivate: url.searchParams.get('private') === 'true',
      source: { kind: 'user', userEvent: event, encoding: binary ? 'binary' : 'json', payload: body, metadata: null },
    };
    if (!(await deliver(claims, headers, [message]))) return json(res, 403, { message: 'Unauthorized' });
    res.writeHead(202).end();
  };
}
