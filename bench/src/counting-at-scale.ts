/**
 * The count at scale (issue 10, "The count"): 1,000,000 ballots × 10 options, skewed preferences and
 * all-distinct rankings. Side by side, each in its own process: one plain pass over the same ballots
 * (the floor, timed in the same process as the method), the engine on packed ballots, on one ranking
 * array per ballot and on the database's grouped rankings, a naive tabulator, the `votes` package's
 * InstantRunoff (on a subset), and `pnpm tabulate`'s path (a CSV file read as a stream and counted).
 * Targets: engine ≤ 150 ms and ≤ 3 × the floor, peak under 300 MB; with 3 seats (issue 21, fractional
 * surplus transfers) ≤ 300 ms and under 300 MB. docs/performance.md records it.
 * Run: pnpm --filter @runoff/bench counting-at-scale   (BALLOTS=100000 for a quicker run)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Shape } from './counting/ballot-data';
import type { Measurement, Method } from './counting/measure';
import { reportFigure } from './figures.js';

const ballots = Number(process.env.BALLOTS ?? 1_000_000);
const VOTES_SUBSET = Math.min(ballots, Number(process.env.VOTES_SUBSET ?? 20_000));
const measureScript = path.join(import.meta.dirname, 'counting', 'measure.ts');

const plan: Array<[Shape, Method, number, number]> = [];
for (const shape of ['skewed', 'distinct'] as const) {
  plan.push([shape, 'engine-packed', ballots, 1], [shape, 'engine-rankings', ballots, 1]);
  if (shape === 'skewed') plan.push([shape, 'engine-grouped', ballots, 1]);
  plan.push([shape, 'naive', ballots, 1], [shape, 'votes', VOTES_SUBSET, 1], [shape, 'csv', ballots, 1]);
  // Three seats: the same ballots with fractional surplus transfers.
  plan.push([shape, 'engine-packed', ballots, 3]);
  if (shape === 'skewed') plan.push([shape, 'engine-grouped', ballots, 3]);
}
// A 100,000-ballot poll in the browser, the worst case for the app: every ranking different.
if (ballots > 100_000) plan.push(['distinct', 'engine-rankings', 100_000, 1]);

const LABELS: Record<Method, string> = {
  'engine-packed': 'engine, packed ballots (1 byte a preference)',
  'engine-rankings': 'engine, one ranking array a ballot',
  'engine-grouped': 'engine, grouped rankings (the database form)',
  naive: 'naive tabulator (bench/src/counting/naive-count.ts)',
  votes: 'votes 3.0.0 InstantRunoff',
  csv: 'pnpm tabulate path: CSV stream read + count',
};

const loadBefore = os.loadavg().map((load) => load.toFixed(1)).join(' ');
const results: Measurement[] = [];
for (const [shape, method, size, seats] of plan) {
  process.stderr.write(`measuring ${shape} ${method}, ${seats} seat(s) (${size.toLocaleString('en-US')} ballots)…\n`);
  const child = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', '--import', 'tsx', measureScript, shape, method, String(size), String(seats)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`${shape} ${method} failed (exit ${child.status})`);
  results.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as Measurement);
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const rows = results.map((r) => {
  const extrapolated = r.method === 'votes' ? ` (≈ ${ms((r.methodMs * ballots) / r.ballots)} for ${ballots.toLocaleString('en-US')}, linear)` : '';
  return [
    r.shape,
    r.seats > 1 ? `${LABELS[r.method]}, ${r.seats} seats` : LABELS[r.method],
    r.entries === r.ballots ? r.ballots.toLocaleString('en-US') : `${r.ballots.toLocaleString('en-US')} in ${r.entries.toLocaleString('en-US')} groups`,
    `${ms(r.methodMs)} (${ms(r.methodCpuMs)})${extrapolated}`,
    r.floorMs === null ? '–' : `${ms(r.floorMs)} (${ms(r.floorCpuMs!)})`,
    r.floorMs === null ? '–' : `${(r.methodMs / r.floorMs).toFixed(2)}× (${(r.methodCpuMs / r.floorCpuMs!).toFixed(2)}×)`,
    `${r.peakMb.toFixed(0)} MB (${r.beforeMb.toFixed(0)} before)`,
    r.winner ?? 'none',
    r.note,
  ];
});
const header = ['shape', 'method', 'ballots', 'wall time, median (CPU)', 'plain pass, same process (CPU)', 'ratio (CPU)', 'peak RSS while counting', 'winner(s)', 'note'];
console.log(`\nLoad average before/after: ${loadBefore} / ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
console.log(`\nCounting ${ballots.toLocaleString('en-US')} ballots × 10 options — ${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

// The closing table of `pnpm bench`: the engine against the targets, the floor and its peers, per shape.
const TARGET_MS = 150;
const TARGET_RATIO = 3;
const TARGET_PEAK_MB = 300;
for (const shape of ['skewed', 'distinct'] as const) {
  const engine = results.find((r) => r.shape === shape && r.method === 'engine-packed' && r.seats === 1 && r.ballots === ballots);
  if (!engine || engine.floorMs === null) continue;
  const ratio = engine.methodMs / engine.floorMs;
  reportFigure({
    measure: `${ballots.toLocaleString('en-US')} × 10 ballots, ${shape}: engine (packed), median wall`,
    target: `≤ ${TARGET_MS} ms and ≤ ${TARGET_RATIO}× the plain pass`,
    figure: ms(engine.methodMs),
    comparison: `plain pass ${ms(engine.floorMs)}`,
    ratio: `${ratio.toFixed(2)}×`,
    meets: engine.methodMs <= TARGET_MS && ratio <= TARGET_RATIO,
  });
  reportFigure({ measure: `${shape}: engine peak RSS while counting`, target: `< ${TARGET_PEAK_MB} MB`, figure: `${engine.peakMb.toFixed(0)} MB`, meets: engine.peakMb < TARGET_PEAK_MB });
  for (const method of ['naive', 'votes'] as const) {
    const peer = results.find((r) => r.shape === shape && r.method === method);
    if (!peer) continue;
    const perBallot = peer.methodMs / peer.ballots;
    reportFigure({
      measure: `${shape}: ${LABELS[method]} on ${peer.ballots.toLocaleString('en-US')} ballots`,
      figure: ms(peer.methodMs),
      comparison: `engine ${ms(engine.methodMs)} on ${engine.ballots.toLocaleString('en-US')}`,
      ratio: `${((perBallot * engine.ballots) / engine.methodMs).toFixed(1)}× the engine per ballot`,
    });
  }
}

// Three seats (issue 21): the engine with fractional surplus transfers, beside the single-seat figures.
const TARGET_SEATS_MS = 300;
for (const shape of ['skewed', 'distinct'] as const) {
  const engine = results.find((r) => r.shape === shape && r.method === 'engine-packed' && r.seats === 3 && r.ballots === ballots);
  if (!engine) continue;
  reportFigure({
    measure: `${ballots.toLocaleString('en-US')} × 10 ballots, ${shape}, 3 seats: engine (packed), median wall`,
    target: `≤ ${TARGET_SEATS_MS} ms`,
    figure: ms(engine.methodMs),
    ...(engine.floorMs === null ? {} : { comparison: `plain pass ${ms(engine.floorMs)}` }),
    meets: engine.methodMs <= TARGET_SEATS_MS,
  });
  reportFigure({ measure: `${shape}, 3 seats: engine peak RSS while counting`, target: `< ${TARGET_PEAK_MB} MB`, figure: `${engine.peakMb.toFixed(0)} MB`, meets: engine.peakMb < TARGET_PEAK_MB });
}
