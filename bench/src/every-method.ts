/**
 * Every way to count (issue 31): each method beside the instant runoff on 1,000,000 ballots × 10 options,
 * packed, in Node: ≤ 3 × the instant runoff's time on the same ballots, in the same process, and < 300 MB.
 * Skewed and all-distinct rankings (bench/src/counting/ballot-data.ts); one process a method and shape, so
 * each peak is its own; CPU time is the figure (it holds on a shared machine, wall time does not). The
 * comparison (`compareMethods`: the instant runoff and the six others from one tally) is measured too.
 * docs/performance.md records it.
 * Run: pnpm --filter @runoff/bench every-method   (BALLOTS=100000 for a quicker run)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { MethodMeasurement, MethodRun } from './counting/measure-method';
import { reportFigure } from './figures.js';

const ballots = Number(process.env.BALLOTS ?? 1_000_000);
const script = path.join(import.meta.dirname, 'counting', 'measure-method.ts');
const METHODS: MethodRun[] = ['schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality', 'compare'];

const loadBefore = os.loadavg().map((load) => load.toFixed(1)).join(' ');
console.log(`every method: ${ballots.toLocaleString('en-US')} ballots × 10 options, packed; ${os.cpus().length} × ${os.cpus()[0]?.model}; Node ${process.version}; load average ${loadBefore}`);
console.log('\n| ballots | method | method (CPU, median of 7) | instant runoff (CPU, same process) | ratio | peak RSS | winner |\n| --- | --- | --- | --- | --- | --- | --- |');
for (const shape of ['skewed', 'distinct'] as const) {
  for (const method of METHODS) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, shape, method, String(ballots)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.status !== 0) throw new Error(`${shape} ${method} failed (exit ${child.status})`);
    const m = JSON.parse(child.stdout.trim().split('\n').pop()!) as MethodMeasurement;
    const ratio = m.methodCpuMs / m.irvCpuMs;
    console.log(`| ${shape} | ${method} | ${m.methodCpuMs.toFixed(1)} ms (wall ${m.methodMs.toFixed(1)}) | ${m.irvCpuMs.toFixed(1)} ms (wall ${m.irvMs.toFixed(1)}) | ${ratio.toFixed(2)}× | ${m.peakMb.toFixed(0)} MB | ${m.winner} |`);
    reportFigure({
      measure: `${method === 'compare' ? 'every method compared' : method}, ${ballots.toLocaleString('en-US')} × 10 ballots (${shape}), packed`,
      target: method === 'compare' ? '' : '≤ 3 × the instant runoff, < 300 MB',
      figure: `${m.methodCpuMs.toFixed(1)} ms CPU, ${m.peakMb.toFixed(0)} MB`,
      comparison: `instant runoff ${m.irvCpuMs.toFixed(1)} ms CPU`,
      ratio: `${ratio.toFixed(2)}×`,
      ...(method === 'compare' ? {} : { meets: ratio <= 3 && m.peakMb < 300 }),
    });
  }
}
console.log(`\nload average after: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
