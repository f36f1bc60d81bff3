import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stack, superuserPool, uniqueEmail } from './support/clients.js';
import { withSchemaReload } from './support/sql-fixture.js';

const pool = superuserPool();

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  body: Buffer;
}

/** A raw request: fetch would add its own Accept-Encoding and decode the body before we could see it. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const url = new URL(path, stack.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  if (encoding === undefined) return answer.body.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

const varyList = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase());

/** Calls the fixture function through /rest/v1 with `rows` rows and the given Accept-Encoding (none when undefined). */
function payload(rows: number, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  const headers: Record<string, string> = { apikey: stack.anonKey };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return raw(method, `/rest/v1/rpc/test_compression_payload?rows=${rows}`, headers);
}

beforeAll(async () => {
  await withSchemaReload(
    pool,
    `create or replace function public.test_compression_payload(rows int) returns jsonb
       language sql immutable as $$
         select coalesce(jsonb_agg(jsonb_build_object('option', 'Option number ' || i, 'votes', i * 7, 'round', i % 5)), '[]'::jsonb)
         from generate_series(1, least(rows, 5000)) as i
       $$;
     grant execute on function public.test_compression_payload(int) to anon;`,
  );
});

afterAll(async () => {
  await withSchemaReload(pool, 'drop function if exists public.test_compression_payload(int)');
  await pool.end();
});

describe('compression of API answers by the gateway', () => {
  it('sends a large REST answer as brotli or gzip as accepted, with Vary, decoding to the identity body', async () => {
    const identity = await payload(300);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(10_000);
    expect(varyList(identity)).toContain('accept-encoding');
    // CORS's Vary stays beside it.
    expect(varyList(identity)).toContain('origin');

    const cases: Array<[string, string | undefined]> = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      // What browsers send: brotli preferred.
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const answer = await payload(300, acceptEncoding);
      expect(answer.status, acceptEncoding).toBe(200);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(varyList(answer), acceptEncoding).toContain('accept-encoding');
      expect(decoded(answer), acceptEncoding).toBe(identity.body.toString('utf8'));
      if (expected) {
        expect(answer.body.length, acceptEncoding).toBeLessThan(identity.body.length / 4);
        // The length is not known before the end: chunked, never a stale Content-Length.
        expect(answer.headers['content-length'], acceptEncoding).toBeUndefined();
        expect(answer.headers['transfer-encoding'], acceptEncoding).toBe('chunked');
      } else {
        expect(Number(answer.headers['content-length'] ?? answer.body.length), acceptEncoding).toBe(answer.body.length);
      }
    }
  });

  it('leaves answers under 1 kB as they are, with their exact Content-Length', async () => {
    const answer = await payload(2, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveLength(2);
    const empty = await payload(0, 'br, gzip');
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.body.toString('utf8')).toBe('[]');
  });

  it('never encodes a HEAD answer', async () => {
    const answer = await payload(300, 'br, gzip', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  it('sends statuses Cloudflare leaves alone (here 400) uncompressed', async () => {
    // PostgREST's error quotes the bad value: a 400 well over the threshold.
    const answer = await raw('GET', `/rest/v1/rpc/test_compression_payload?rows=${'9x'.repeat(1000)}`, {
      apikey: stack.anonKey,
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.length).toBeGreaterThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('code', '22P02');
  });

  it('compresses a large auth JSON answer (GET /auth/v1/user) the same way', async () => {
    const client = anonClient();
    const { data, error } = await client.auth.signUp({
      email: uniqueEmail('compressed'),
      password: 'correct horse battery staple',
      options: { data: { about: 'A participant who writes a long profile. '.repeat(40) } },
    });
    expect(error).toBeNull();
    const token = data.session?.access_token;
    expect(token).toBeTruthy();
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    const identity = await raw('GET', '/auth/v1/user', headers);
    expect(identity.status).toBe(200);
    expect(identity.body.length).toBeGreaterThan(1024);
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length);
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await raw('GET', '/auth/v1/user', { ...headers, 'accept-encoding': encoding });
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(varyList(answer), encoding).toContain('accept-encoding');
      expect(answer.headers['content-length'], encoding).toBeUndefined();
      expect(JSON.parse(decoded(answer)), encoding).toEqual(JSON.parse(identity.body.toString('utf8')));
    }
    // A small auth answer stays as it is.
    const settings = await raw('GET', '/auth/v1/settings', { apikey: stack.anonKey, 'accept-encoding': 'br, gzip' });
    expect(settings.headers['content-encoding']).toBeUndefined();
    expect(Number(settings.headers['content-length'])).toBe(settings.body.length);
  });

  it('decodes transparently for supabase-js, which accepts compressed answers', async () => {
    const { data, error } = await anonClient().rpc('test_compression_payload', { rows: 300 });
    expect(error).toBeNull();
    expect(data).toHaveLength(300);
  });
});
