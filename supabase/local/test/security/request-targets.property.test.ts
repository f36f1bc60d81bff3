import http from 'node:http';
import fc from 'fast-check';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { stack } from '../support/clients.js';
import { hostileHeaderName, hostileHeaderValue, hostileTarget } from '../support/hostile-targets.js';

/**
 * Property: whatever path and query string arrive at /rest/v1, /auth/v1 or /realtime/v1 (percent-escapes,
 * invalid UTF-8, long and repeated parameters, hostile header bytes, WebSocket upgrades), every request is
 * answered, and never with a 5xx. 500 runs × 20 parallel requests = 10,000 requests a run, over one
 * keep-alive agent (a connection closed without an answer fails the request with ECONNRESET or
 * "socket hang up"). RUNOFF_FUZZ_RUNS raises the count for a longer soak.
 */
const RUNS = Number(process.env.RUNOFF_FUZZ_RUNS ?? 500);
const BATCH = 20;

const api = new URL(stack.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
afterAll(() => agent.destroy());

interface TargetRequest {
  method: string;
  target: string;
  apikey: string | null;
  bearer: string | null;
  header: [string, string] | null;
  body: string | null;
  upgrade: boolean;
}

const request: fc.Arbitrary<TargetRequest> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'OPTIONS', 'DELETE', 'PATCH', 'PUT'),
  target: hostileTarget,
  apikey: fc.constantFrom(stack.anonKey, stack.anonKey, stack.anonKey, stack.serviceRoleKey, null, 'sb_publishable_x', '%FF'),
  bearer: fc.constantFrom(null, null, stack.anonKey, 'not.a.jwt', '%E0%A4%A'),
  header: fc.option(fc.tuple(hostileHeaderName, hostileHeaderValue), { freq: 4 }),
  body: fc.constantFrom(null, '{}', '{"messages":[]}', 'x'),
  upgrade: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

interface Outcome {
  status: number | null;
  error: string | null;
}

/**
 * The requests still waiting for an answer. A request gets no timer of its own (a timer would fail a slow
 * answer on a loaded machine as if it were none): one never answered holds the test until its timeout, a
 * hang guard, and the failure then names what was still waiting.
 */
const waiting = new Set<TargetRequest>();

function send(r: TargetRequest): Promise<Outcome> {
  const headers: http.OutgoingHttpHeaders = {};
  if (r.apikey) headers.apikey = r.apikey;
  if (r.bearer) headers.authorization = `Bearer ${r.bearer}`;
  if (r.header) headers[r.header[0]] = r.header[1];
  if (r.body !== null && r.method !== 'GET' && r.method !== 'HEAD') {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(r.body));
  }
  if (r.upgrade) Object.assign(headers, { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' });
  waiting.add(r);
  return new Promise<Outcome>((resolve) => {
    const req = http.request(
      { host: api.hostname, port: api.port, method: r.upgrade ? 'GET' : r.method, path: r.target, headers, agent: r.upgrade ? false : agent },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.once('error', (e) => resolve({ status: res.statusCode ?? null, error: `answer cut: ${e.message}` }));
      },
    );
    req.once('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? null, error: null });
    });
    req.once('error', (e) => resolve({ status: null, error: e.message }));
    req.end(r.body !== null && r.method !== 'GET' && r.method !== 'HEAD' && !r.upgrade ? r.body : undefined);
  }).finally(() => waiting.delete(r));
}

describe('paths and query strings on /rest/v1, /auth/v1 and /realtime/v1', () => {
  it(`answers ${RUNS * BATCH} hostile request targets, none with a 5xx and none by closing the connection`, async () => {
    onTestFailed(() => {
      for (const r of waiting) console.error(`still waiting for an answer: ${JSON.stringify({ ...r, target: r.target.slice(0, 300) })}`);
    });
    const statuses = new Map<string, number>();
    const result = await fc.check(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const outcomes = await Promise.all(batch.map(send));
        outcomes.forEach((outcome, i) => {
          const key = `${batch[i]!.target.split('/')[1]} ${outcome.status ?? 'none'}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (outcome.error !== null || outcome.status === null || outcome.status >= 500) {
            const shown = JSON.stringify({ ...batch[i], target: batch[i]!.target.slice(0, 300) });
            throw new Error(`${outcome.error ?? `HTTP ${outcome.status}`}\n  request: ${shown}`);
          }
        });
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // The failing request alone (fast-check's report would print all 20 of the batch, some of 12 kB).
    if (result.failed) throw new Error(`after ${result.numRuns} runs (seed ${result.seed}): ${(result.errorInstance as Error).message}`);
    console.log(`[request-targets] answers by service and status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    // Each service was reached often, and not only with refusals of the API key.
    for (const service of ['rest', 'auth', 'realtime']) {
      const answered = [...statuses].filter(([k]) => k.startsWith(`${service} `)).reduce((n, [, c]) => n + c, 0);
      expect(answered, service).toBeGreaterThan((RUNS * BATCH) / 5);
    }
  }, 600_000);
});
