import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appNames, distDir, type AppName } from '@runoff/harness/apps';
import { isPrecompressed } from '@runoff/build/precompress';
import { e2e, useServedApps } from './support/apps';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  body: Buffer;
}

/** A raw GET: no client that decodes for us or adds an Accept-Encoding of its own. */
function rawGet(port: number, pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = http.get({ host: 'localhost', port, path: pathname, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** The largest JavaScript file of an app's build (a remote entry or a vendor chunk: far above any threshold). */
function largestScript(app: AppName): string {
  const dist = distDir(app);
  const scripts = fs
    .readdirSync(path.join(dist, 'static', 'js'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, 'static', 'js', file));
  const largest = scripts.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
  return `/${path.relative(dist, largest).split(path.sep).join('/')}`;
}

const varies = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .includes('accept-encoding');

describe('compression of the served apps', () => {
  useServedApps();

  it('has a brotli and a gzip copy of every text file of every build (above 1 kB, where a copy always pays)', () => {
    let checked = 0;
    for (const app of appNames) {
      const dist = distDir(app);
      for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(dist, file);
        if (!isPrecompressed(file) || fs.statSync(full).size <= 1024) continue;
        const content = fs.readFileSync(full);
        expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).equals(content), `${app} ${file}.br`).toBe(true);
        expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).equals(content), `${app} ${file}.gz`).toBe(true);
        checked += 1;
      }
    }
    // JS, CSS, HTML, mf-manifest.json, embed.js, ... of five apps.
    expect(checked).toBeGreaterThan(50);
    // The file each environment replaces after the build has no copy that would outlive it.
    for (const app of ['shell', 'mf_results'] as const) {
      expect(fs.existsSync(path.join(distDir(app), 'runtime-config.json')), app).toBe(true);
      expect(fs.existsSync(path.join(distDir(app), 'runtime-config.json.br')), app).toBe(false);
      expect(fs.existsSync(path.join(distDir(app), 'runtime-config.json.gz')), app).toBe(false);
    }
  });

  const cases: Array<{ app: AppName; pathname: () => string; file: () => string }> = [
    // A client route: the SPA fallback sends index.html.
    { app: 'shell', pathname: () => '/j/ABCDEF', file: () => path.join(distDir('shell'), 'index.html') },
    { app: 'shell', pathname: () => largestScript('shell'), file: () => path.join(distDir('shell'), largestScript('shell')) },
    { app: 'mf_lobby', pathname: () => '/mf-manifest.json', file: () => path.join(distDir('mf_lobby'), 'mf-manifest.json') },
    { app: 'mf_lobby', pathname: () => largestScript('mf_lobby'), file: () => path.join(distDir('mf_lobby'), largestScript('mf_lobby')) },
    { app: 'mf_results', pathname: () => '/embed.js', file: () => path.join(distDir('mf_results'), 'embed.js') },
  ];

  it('sends brotli, gzip or the file itself as the request accepts, with Vary, and the same bytes once decoded', async () => {
    for (const { app, pathname, file } of cases) {
      const port = e2e.ports[app];
      const onDisk = fs.readFileSync(file());
      const label = `${app} ${pathname()}`;
      const expectations: Array<[string | undefined, string | undefined]> = [
        ['br', 'br'],
        ['gzip', 'gzip'],
        // What Chromium sends: brotli wins over gzip when both are accepted.
        ['gzip, deflate, br, zstd', 'br'],
        [undefined, undefined],
        ['identity', undefined],
        // q=0 refuses an encoding outright.
        ['br;q=0, gzip;q=0', undefined],
        ['br;q=0, gzip', 'gzip'],
      ];
      for (const [acceptEncoding, expected] of expectations) {
        const answer = await rawGet(port, pathname(), acceptEncoding);
        const what = `${label} with Accept-Encoding ${acceptEncoding ?? '(none)'}`;
        expect(answer.status, what).toBe(200);
        expect(answer.headers['content-encoding'], what).toBe(expected);
        expect(varies(answer), what).toBe(true);
        expect(Number(answer.headers['content-length']), what).toBe(answer.body.length);
        if (expected) expect(answer.body.length, what).toBeLessThan(onDisk.length);
        expect(decoded(answer).equals(onDisk), what).toBe(true);
      }
    }
  });

  it('keeps the caching, CORS and security headers whatever the encoding', async () => {
    const script = largestScript('mf_lobby');
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const entry = await rawGet(e2e.ports.mf_lobby, script, acceptEncoding);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      expect(entry.headers['content-type']).toMatch(/javascript/);
      expect(entry.headers['x-content-type-options']).toBe('nosniff');
      const manifest = await rawGet(e2e.ports.mf_lobby, '/mf-manifest.json', acceptEncoding);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/json/);
      const embed = await rawGet(e2e.ports.mf_results, '/embed.js', acceptEncoding);
      expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const page = await rawGet(e2e.ports.shell, '/j/ABCDEF', acceptEncoding);
      expect(page.headers['content-type']).toBe('text/html;charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('says Vary: Accept-Encoding on a 304 too, so caches keep one copy per encoding', async () => {
    const first = await rawGet(e2e.ports.shell, '/', 'br');
    const etag = String(first.headers.etag);
    const revalidated = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: 'localhost', port: e2e.ports.shell, path: '/', headers: { 'accept-encoding': 'br', 'if-none-match': etag }, agent: false }, (res) => {
          res.resume();
          resolve(res);
        })
        .on('error', reject);
    });
    expect(revalidated.statusCode).toBe(304);
    expect(String(revalidated.headers.vary)).toContain('Accept-Encoding');
  });

  it('answers the generated runtime-config.json uncompressed: a few hundred bytes, never stored', async () => {
    const answer = await rawGet(e2e.ports.shell, '/runtime-config.json', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.length).toBeLessThan(1024);
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('supabase.url', e2e.supabaseUrl);
  });
});
