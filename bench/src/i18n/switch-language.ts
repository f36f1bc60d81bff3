/**
 * `pnpm --filter @runoff/bench switch-language`: what switching language costs a reader (issue 23,
 * docs/performance.md "Switching language"), on the production builds.
 *
 * Builds what is stale, starts a local stack and the static servers (support/app-stage.ts), completes a poll
 * of 5 ballots, and in Chromium (a new context, so an empty cache, each run) signs the host in, opens the
 * poll's Results tab in English (shell, mf-polls and mf-results on screen, with @runoff/ui and the count's
 * explanations), then picks Deutsch in the header's language menu and, once German shows, العربية.
 * For each switch: the time from the menu's change event until the shell's, mf-polls' and mf-results' texts
 * on screen (a header link, the Results tab, the Export Report button) have all changed and <html lang>
 * follows (a MutationObserver, so the DOM update; the paint follows within a frame); and every response the
 * page received from the switch until the network is quiet for 1.5 s, as bytes on the wire (CDP
 * Network.loadingFinished encodedDataLength: compressed body plus headers). RUNOFF_BENCH_RUNS (default 5).
 */
import type { CDPSession, Page } from 'playwright-core';
import { portsWithOffset } from '@runoff/harness/apps';
import { launchChromium } from '@runoff/harness/first-load';
import { reportFigure } from '../figures.js';
import { startStage, type Stage } from '../support/app-stage.js';

const RUNS = Number(process.env.RUNOFF_BENCH_RUNS ?? 5);
const QUIET_MS = 1500;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A host account and its completed poll (Pizza wins in round 2): the product's own SQL API. */
async function completedPoll(stage: Stage): Promise<{ pollId: string; email: string; password: string }> {
  const json = { apikey: stage.anonKey, 'content-type': 'application/json' };
  const token = async (body: unknown) =>
    (await call<{ access_token: string }>(`${stage.apiUrl}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify(body) })).access_token;
  const rpc = <T>(accessToken: string, fn: string, args: unknown) =>
    call<T>(`${stage.apiUrl}/rest/v1/rpc/${fn}`, { method: 'POST', headers: { ...json, authorization: `Bearer ${accessToken}` }, body: JSON.stringify(args) });
  const email = `bench-switch-${Date.now().toString(36)}@example.com`;
  const password = 'bench host password';
  const host = await token({ email, password, data: { username: 'Bench host', display_name: 'Bench host' } });
  const poll = await rpc<{ id: string; options: { id: string; text: string }[] }>(host, 'create_poll', {
    title: 'Team lunch',
    description: 'Where we eat on Friday',
    category: 'Food',
    options: ['Pizza', 'Sushi', 'Tacos'],
  });
  const idOf = (text: string) => poll.options.find((option) => option.text === text)!.id;
  const rankings = [
    ['Pizza', 'Sushi', 'Tacos'],
    ['Pizza', 'Tacos', 'Sushi'],
    ['Sushi', 'Pizza', 'Tacos'],
    ['Sushi', 'Tacos', 'Pizza'],
    ['Tacos', 'Pizza', 'Sushi'],
  ];
  const voters = await Promise.all(rankings.map(() => token({})));
  for (const voter of voters) await rpc(voter, 'join_poll', { poll_id: poll.id });
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
  for (const [i, voter] of voters.entries()) await rpc(voter, 'submit_vote', { poll_id: poll.id, ranking: rankings[i]!.map(idOf) });
  await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'completed' });
  return { pollId: poll.id, email, password };
}

interface Loaded {
  url: string;
  type: string;
  bytes: number;
}

interface Switch {
  locale: string;
  ms: number;
  loaded: Loaded[];
}

/** Every response the page receives while `recording` is on, by its bytes on the wire. */
async function recordNetwork(cdp: CDPSession) {
  await cdp.send('Network.enable');
  const started = new Map<string, { url: string; type: string }>();
  let loaded: Loaded[] = [];
  let recording = false;
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!recording) return;
    started.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
    last = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request) return;
    loaded.push({ ...request, bytes: event.encodedDataLength });
    last = Date.now();
  });
  return {
    start() {
      started.clear();
      loaded = [];
      recording = true;
      last = Date.now();
    },
    /** Stops once nothing was requested or finished for QUIET_MS; returns what loaded. */
    async stop(): Promise<Loaded[]> {
      while (Date.now() - last < QUIET_MS || loaded.length < started.size) {
        if (Date.now() - last > 30_000) throw new Error('the network never went quiet');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      recording = false;
      return loaded;
    },
  };
}

/**
 * In the page (a script, as bench/ compiles without the DOM's types): note each marked text as it is now,
 * and on the menu's change event start timing until every one has changed and <html lang> is `locale`.
 */
const watchSwitch = (locale: string) => `
  (() => {
    const targets = [...document.querySelectorAll('[data-switch-target]')];
    for (const target of targets) target.setAttribute('data-switch-target', target.textContent.trim());
    window.runoffSwitched = new Promise((resolve, reject) => {
      document.addEventListener('change', () => {
        const start = performance.now();
        setTimeout(() => reject(new Error('after 20 s still unchanged: ' + targets.map((target) => target.textContent.trim()).join(', ') + '; lang ' + document.documentElement.lang)), 20000);
        const done = () => document.documentElement.lang === ${JSON.stringify(locale)} && targets.every((target) =>
          target.isConnected && target.textContent.trim() !== '' && target.textContent.trim() !== target.getAttribute('data-switch-target'));
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['lang'] });
      }, { capture: true, once: true });
    });
  })()`;

/** Picks `locale` in the header's language menu; resolves with the ms until the marked texts all changed. */
async function switchTo(page: Page, locale: string): Promise<number> {
  await page.evaluate(watchSwitch(locale));
  await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  return page.evaluate<number>('window.runoffSwitched');
}

async function run(browser: Awaited<ReturnType<typeof launchChromium>>, stage: Stage, poll: { pollId: string; email: string; password: string }): Promise<Switch[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    console.log('  signing in');
    await page.goto(`${stage.shellUrl}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(poll.email);
    await form.getByLabel('Password', { exact: true }).fill(poll.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${stage.shellUrl}/dashboard`);
    await page.goto(`${stage.shellUrl}/polls/${poll.pollId}`);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: 'Export Report' }).waitFor();
    await page.waitForLoadState('networkidle');
    // One text of each app on screen: the shell's header link, mf-polls' tab, mf-results' button.
    for (const target of [
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Poll' }),
      page.getByRole('tab', { name: 'Results' }),
      page.getByRole('button', { name: 'Export Report' }),
    ]) {
      await target.evaluate((element) => (element as unknown as { setAttribute: (name: string, value: string) => void }).setAttribute('data-switch-target', ''));
    }
    console.log('  the Results tab is open in English');
    const network = await recordNetwork(await context.newCDPSession(page));
    const switches: Switch[] = [];
    for (const locale of ['de', 'ar']) {
      network.start();
      const ms = await switchTo(page, locale);
      switches.push({ locale, ms, loaded: await network.stop() });
    }
    return switches;
  } finally {
    await context.close();
  }
}

/** Which app served a chunk, by its port (support/app-stage.ts's offset). */
const appOnPort = new Map(Object.entries(portsWithOffset(Number(process.env.RUNOFF_BENCH_APP_PORT_OFFSET ?? 700))).map(([name, port]) => [String(port), name]));

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const stage = await startStage((line) => console.log(`[stage] ${line}`));
const browser = await launchChromium().catch(async (error: unknown) => {
  await stage.stop();
  throw error;
});
try {
  const poll = await completedPoll(stage);
  const runs: Switch[][] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const switches = await run(browser, stage, poll);
    runs.push(switches);
    console.log(`run ${i + 1}: ${switches.map((each) => `→ ${each.locale} ${each.ms.toFixed(0)} ms, ${kB(each.loaded.reduce((sum, r) => sum + r.bytes, 0))} in ${each.loaded.length} responses`).join('; ')}`);
  }
  for (const locale of ['de', 'ar']) {
    const of = runs.map((switches) => switches.find((each) => each.locale === locale)!);
    const ms = of.map((each) => each.ms);
    const bytes = of.map((each) => each.loaded.reduce((sum, r) => sum + r.bytes, 0));
    const from = locale === 'de' ? 'en' : 'de';
    console.log(`\n${from} → ${locale}: median ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)}), median ${kB(median(bytes))} on the wire`);
    console.log(`responses of the first run:`);
    for (const response of of[0]!.loaded) {
      const { port, pathname } = new URL(response.url);
      console.log(`  ${kB(response.bytes).padStart(9)}  ${response.type.padEnd(6)} ${(appOnPort.get(port) ?? port).padEnd(10)} ${pathname}`);
    }
    reportFigure({
      measure: `switching language ${from} → ${locale} on a completed poll's Results tab (shell, mf-polls, mf-results), no reload`,
      figure: `${kB(median(bytes))} in ${of[0]!.loaded.length} responses, ${median(ms).toFixed(0)} ms until the texts change (median of ${RUNS})`,
    });
  }
} finally {
  await browser.close();
  await stage.stop();
}
