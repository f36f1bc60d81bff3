/**
 * Compare methods in the worker (issue 31): "in the browser's worker, the comparison table for 100,000
 * ballots × 20 options ≤ 150 ms". The results count (`@runoff/results-count`'s withHeadToHead) counts the
 * instant runoff, then every other method from one pairwise tally (`compareMethods`, given the runoff
 * already counted); this times what the comparison adds, in Node, as CPU time, on every ballot its own
 * ranking (100,000 groups, the worst case). The page then only receives small tables. docs/performance.md
 * records the figures beside the browser's (results-in-browser with OPTIONS=20 records the long tasks).
 *
 * Run: pnpm --filter @runoff/bench compare-in-worker   (BALLOTS, OPTIONS, RUNS to change)
 */
import os from 'node:os';
import { compareMethods, countPackedBallots, type PackedBallots } from '@runoff/counting';
import { benchOptions, mulberry32 } from './counting/ballot-data.js';
import { reportFigure } from './figures.js';
import { measureCpu } from './support/cpu-time.js';

const ballots = Number(process.env.BALLOTS ?? 100_000);
const optionCount = Number(process.env.OPTIONS ?? 20);
const runs = Number(process.env.RUNS ?? 9);
const options = benchOptions(optionCount);

/** Median and maximum CPU time of RUNS runs, after two warm-ups. */
const measure = (work: () => void) => measureCpu(work, runs);

/** Random full rankings (a seeded shuffle each): at 20 options, every ballot its own ranking. */
function randomRankings(): PackedBallots {
  const random = mulberry32(2026);
  const choices = new Uint8Array(ballots * optionCount);
  const starts = new Uint32Array(ballots + 1);
  const ranking = Array.from({ length: optionCount }, (_, i) => i);
  for (let b = 0; b < ballots; b += 1) {
    for (let i = optionCount - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [ranking[i], ranking[j]] = [ranking[j]!, ranking[i]!];
    }
    choices.set(ranking, b * optionCount);
    starts[b + 1] = (b + 1) * optionCount;
  }
  return { choices, starts };
}

const packed = randomRankings();
const count = countPackedBallots(options, packed, { seats: 1 });
const runoff = measure(() => countPackedBallots(options, packed, { seats: 1 }));
const comparison = measure(() => compareMethods(options, packed, undefined, count));
const load = os.loadavg().map((each) => each.toFixed(1)).join(' ');
console.log(`compare methods: ${ballots.toLocaleString('en-US')} ballots × ${optionCount} options, each its own ranking; load ${load}`);
console.log(`| the instant runoff (CPU, median / max) | the comparison added (CPU, median / max) |\n| --- | --- |`);
console.log(`| ${runoff.median.toFixed(1)} / ${runoff.max.toFixed(1)} ms | ${comparison.median.toFixed(1)} / ${comparison.max.toFixed(1)} ms |`);
reportFigure({
  measure: `Compare methods in the worker, ${ballots.toLocaleString('en-US')} × ${optionCount} ballots`,
  target: '≤ 150 ms',
  figure: `${comparison.median.toFixed(1)} ms CPU (max ${comparison.max.toFixed(1)})`,
  comparison: `instant runoff ${runoff.median.toFixed(1)} ms CPU`,
  meets: comparison.max <= 150,
});
