import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FrameCounts } from './frame-counts.js';
import { verifyAccessToken } from './token.js';

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/**
 * GET /realtime/v1/api/counters: the frames this Realtime delivered (frame-counts.ts), for tests and
 * benchmarks. Local only (hosted reports usage in its dashboard and /metrics instead), and only to the
 * service_role key: per-socket counts name users. `?topic=<prefix>` keeps the topics starting with it and
 * the sockets that received on them; `?user=<id>` (repeatable) the sockets of those users.
 */
export function countsApi(counts: FrameCounts, jwtSecret: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET') return json(res, 405, { message: 'Use GET' });
    const bearer = req.headers.authorization?.match(/^bearer (.+)$/i)?.[1];
    const check = bearer ? await verifyAccessToken(bearer, jwtSecret) : null;
    if (!check?.ok || check.claims.role !== 'service_role') return json(res, 403, { message: 'The counters need the service_role key' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const topic = url.searchParams.get('topic') ?? undefined;
    const users = url.searchParams.getAll('user');
    json(res, 200, counts.snapshot({ topic, users: users.length > 0 ? users : undefined }));
  };
}
