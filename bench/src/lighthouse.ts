/**
 * Lighthouse on the two pages that decide whether a room waits (issue 10): the home page `/` and the
 * join page a participant opens from the QR code (`/j/{code}` of a real waiting poll, which goes on to the
 * Join Poll modal). Production builds served as `pnpm start` serves them, a fresh local stack, Debian's
 * Chromium, Lighthouse's mobile preset with simulated throttling; RUNS runs per page (default 3), every
 * run printed, then the median per page against the targets. docs/performance.md records the figures.
 *
 * Run: pnpm bench:lighthouse   (RUNS=1 for a quick look; RUNOFF_BENCH_PORT picks the stack's ports,
 * RUNOFF_BENCH_APP_PORT_OFFSET the apps', LIGHTHOUSE_REPORTS=<folder> keeps every run's JSON report.
 * Exits non-zero only when a run fails, not on a missed target.)
 */
import os from 'node:os';
import path from 'node:path';
import { runLighthouse, type PageRun } from './lighthouse/run-page.js';
import { startStage } from './support/app-stage.js';
import { reportFigure } from './figures.js';

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const log = (text: string) => console.log(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** The issue's targets: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, accessibility 100. */
const targets = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, accessibility: 100 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianRun(all: PageRun[]): PageRun {
  return {
    performance: median(all.map((run) => run.performance)),
    accessibility: median(all.map((run) => run.accessibility)),
    lcpMs: median(all.map((run) => run.lcpMs)),
    fcpMs: median(all.map((run) => run.fcpMs)),
    tbtMs: median(all.map((run) => run.tbtMs)),
    cls: median(all.map((run) => run.cls)),
    lcpElement: all[0]!.lcpElement,
    accessibilityFailures: [...new Set(all.flatMap((run) => run.accessibilityFailures))],
    tool: all[0]!.tool,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function row(page: string, label: string, run: PageRun, judged: boolean): string {
  const cells = [
    `${run.performance}${judged ? ` ${mark(run.performance >= targets.performance)}` : ''}`,
    `${seconds(run.lcpMs)}${judged ? ` ${mark(run.lcpMs <= targets.lcpMs)}` : ''}`,
    `${Math.round(run.tbtMs)} ms${judged ? ` ${mark(run.tbtMs <= targets.tbtMs)}` : ''}`,
    `${run.cls.toFixed(3)}${judged ? ` ${mark(run.cls <= targets.cls)}` : ''}`,
    `${run.accessibility}${judged ? ` ${mark(run.accessibility >= targets.accessibility)}` : ''}`,
    seconds(run.fcpMs),
  ];
  return `| ${page} | ${label} | ${cells.join(' | ')} |`;
}

const stage = await startStage(log);
const pages = [
  { name: '/', slug: 'home', url: `${stage.shellUrl}/` },
  { name: 'join page (/j/{code})', slug: 'join', url: stage.joinUrl },
];
const reports = process.env.LIGHTHOUSE_REPORTS;
const results = new Map<string, PageRun[]>();
try {
  for (const page of pages) {
    const all: PageRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const started = performance.now();
      const report = reports ? path.resolve(reports, `${page.slug}-${run}.json`) : undefined;
      // A loaded machine now and then makes Chromium miss Lighthouse's protocol timeouts: one more try, said aloud.
      const result = await runLighthouse(page.url, report).catch((error: unknown) => {
        log(`${page.name} run ${run} failed (${error instanceof Error ? error.message : String(error)}); trying it once more`);
        return runLighthouse(page.url, report);
      });
      all.push(result);
      log(
        `${page.name} run ${run}/${runs}: performance ${result.performance}, LCP ${seconds(result.lcpMs)} (${result.lcpElement}), ` +
          `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, accessibility ${result.accessibility} ` +
          `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    results.set(page.name, all);
  }
} finally {
  await stage.stop();
}

const tool = [...results.values()][0]?.[0]?.tool ?? 'Lighthouse';
// TBT counts main-thread work: on a shared machine, other processes' load shows in it.
const load = os.loadavg().map((value) => value.toFixed(1)).join(', ');
console.log(`\n${tool}, mobile preset, simulated throttling, ${runs} run(s) per page, ${os.cpus().length} cores (load average ${load}), ${new Date().toISOString().slice(0, 10)}:\n`);
console.log('| page | run | performance | LCP | TBT | CLS | accessibility | FCP |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [page, all] of results) {
  all.forEach((run, index) => console.log(row(page, String(index + 1), run, false)));
  console.log(row(page, `**median**`, medianRun(all), true));
}
console.log(`\nTargets: performance ≥ ${targets.performance}, LCP ≤ ${seconds(targets.lcpMs)}, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}, accessibility ${targets.accessibility}.`);
for (const [page, all] of results) {
  const summary = medianRun(all);
  console.log(`${page}: LCP element ${summary.lcpElement}${summary.accessibilityFailures.length ? `; accessibility audits failed: ${summary.accessibilityFailures.join(', ')}` : ''}`);
}
for (const [page, all] of results) {
  const m = medianRun(all);
  reportFigure({
    measure: `Lighthouse mobile on ${page}, median of ${all.length}: performance / LCP / TBT / CLS / accessibility`,
    target: `≥ ${targets.performance} / ≤ ${seconds(targets.lcpMs)} / ≤ ${targets.tbtMs} ms / ≤ ${targets.cls} / ${targets.accessibility}`,
    figure: `${m.performance} / ${seconds(m.lcpMs)} / ${Math.round(m.tbtMs)} ms / ${m.cls.toFixed(3)} / ${m.accessibility}`,
    comparison: `load ${load}`,
    meets:
      m.performance >= targets.performance && m.lcpMs <= targets.lcpMs && m.tbtMs <= targets.tbtMs && m.cls <= targets.cls && m.accessibility >= targets.accessibility,
  });
}
