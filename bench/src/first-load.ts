/**
 * `pnpm bundle:weight` (`pnpm bench first-load`): the first-load weight of the home page and of the join page (issue 10,
 * docs/performance.md "First load"), per page and per request, on the production builds.
 *
 * Builds the apps whose build is stale, starts a local stack and the static servers on their own ports,
 * creates a poll and opens / and /j/{code} in Chromium with a cold cache each. The measurement is the one
 * e2e/src/first-load-budget.test.ts holds to the budgets (@runoff/harness/first-load).
 * Ports: RUNOFF_API_PORT (default 54741, DB +1, PostgREST +2) and RUNOFF_BENCH_PORT_OFFSET (apps, default 700).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@runoff/supabase/stack';
import { FIRST_LOAD_BUDGETS, formatFirstLoad, homeReady, joinReady, launchChromium, measureFirstLoad } from '@runoff/harness/first-load';
import { buildApps, portsWithOffset } from '@runoff/harness/apps';
import { serveApps } from '@runoff/harness/serve-apps';
import { reportFigure } from './figures.js';

const apiPort = Number(process.env.RUNOFF_API_PORT ?? 54741);
const ports = portsWithOffset(Number(process.env.RUNOFF_BENCH_PORT_OFFSET ?? 700));

async function post<T>(url: string, apikey: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { apikey, authorization: `Bearer ${token ?? apikey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A host account and an open poll through the API, as the apps create them; returns the poll's join code. */
async function pollJoinCode(apiUrl: string, anonKey: string): Promise<string> {
  const email = `weight-${Date.now()}@example.com`;
  const password = `secret-${Date.now()}`;
  await post(`${apiUrl}/auth/v1/signup`, anonKey, { email, password, data: { username: 'Weigher', display_name: 'Weigher' } });
  const { access_token: host } = await post<{ access_token: string }>(`${apiUrl}/auth/v1/token?grant_type=password`, anonKey, { email, password });
  const poll = await post<{ id: string }>(`${apiUrl}/rest/v1/rpc/create_poll`, anonKey, { title: 'Lunch?', options: ['Pizza', 'Sushi', 'Tacos'], description: '', category: 'Food' }, host);
  const { joinCode } = await post<{ joinCode: string }>(`${apiUrl}/rest/v1/rpc/get_join_code`, anonKey, { poll_id: poll.id }, host);
  return joinCode;
}

await buildApps({ onlyStale: true, log: (line) => console.log(`[build] ${line}`) });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-weight-db-'));
fs.chmodSync(dataDir, 0o755);
const stack = await startStack({
  apiPort,
  dbPort: Number(process.env.RUNOFF_DB_PORT ?? apiPort + 1),
  postgrestPort: Number(process.env.RUNOFF_POSTGREST_PORT ?? apiPort + 2),
  mailPort: apiPort + 3,
  dataDir: path.join(dataDir, 'pgdata'),
  apiUrl: `http://localhost:${apiPort}`,
  siteUrl: `http://localhost:${ports.shell}`,
  corsOrigins: Object.values(ports).map((port) => `http://localhost:${port}`),
});
const served = await serveApps({ ports, supabase: { url: stack.url, anonKey: stack.config.anonKey }, log: () => {} });
const browser = await launchChromium();
let over = false;
try {
  const code = await pollJoinCode(stack.url, stack.config.anonKey);
  const home = await measureFirstLoad(browser, served.shellUrl, homeReady);
  const join = await measureFirstLoad(browser, `${served.shellUrl}/j/${code}`, joinReady);
  console.log(formatFirstLoad('home', home));
  console.log(formatFirstLoad('join', join));
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('\n| page | gzip JS+CSS | requests | budget |\n| --- | --- | --- | --- |');
  for (const [name, load] of [['home', home], ['join', join]] as const) {
    console.log(`| ${name} | ${kB(load.gzipBytes)} | ${load.requests.length} | ${kB(FIRST_LOAD_BUDGETS[name])} |`);
    over ||= load.gzipBytes > FIRST_LOAD_BUDGETS[name];
    reportFigure({
      measure: `first load of ${name === 'home' ? '/' : 'the join page (/j/{code} up to the Join Poll modal)'}, gzip JS+CSS, cold cache`,
      target: `≤ ${kB(FIRST_LOAD_BUDGETS[name])}`,
      figure: `${kB(load.gzipBytes)} in ${load.requests.length} requests`,
      ratio: `${((load.gzipBytes / FIRST_LOAD_BUDGETS[name]) * 100).toFixed(0)} % of the budget`,
      meets: load.gzipBytes <= FIRST_LOAD_BUDGETS[name],
    });
  }
} finally {
  await browser.close();
  await served.stop();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (over) process.exitCode = 1;
