import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from './compression.js';

const large = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ option: `Option ${i}`, votes: i })));

/** Answers as the gateway's services do; the path picks the status, type and headers. */
const server = http.createServer((req, res) => {
  compressResponse(req, res);
  const url = new URL(req.url ?? '/', 'http://localhost');
  const status = Number(url.searchParams.get('status') ?? 200);
  const type = url.searchParams.get('type') ?? 'application/json';
  const headers: Record<string, string> = { 'content-type': type };
  if (url.searchParams.has('no-transform')) headers['cache-control'] = 'no-transform';
  if (url.searchParams.has('encoded')) headers['content-encoding'] = 'gzip';
  const body = url.searchParams.has('small') ? '{"ok":true}' : large;
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, acceptEncoding = 'br, gzip'): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressResponse', () => {
  it('compresses a large JSON answer with brotli, else gzip, and says Vary', async () => {
    const br = await get('/');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(large);
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(large);
  });

  it('compresses 403 and 404 answers, as Cloudflare does, and no other error or 201', async () => {
    for (const status of [403, 404]) expect((await get(`/?status=${status}`)).headers['content-encoding'], String(status)).toBe('br');
    for (const status of [201, 400, 401, 500]) expect((await get(`/?status=${status}`)).headers['content-encoding'], String(status)).toBeUndefined();
  });

  it('leaves small answers, event streams, no-transform, encoded bodies and other types alone', async () => {
    for (const path of ['/?small', '/?type=text/event-stream', '/?no-transform', '/?type=image/png']) {
      const answer = await get(path);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(Number(answer.headers['content-length']), path).toBe(answer.body.length);
    }
    // Whatever the service encoded itself passes through unchanged.
    expect((await get('/?encoded')).headers['content-encoding']).toBe('gzip');
  });
});
