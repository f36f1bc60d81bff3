/**
 * Who beats whom (issue 22): "the head-to-head table for a 100,000-ballot, 10-option poll adds at most
 * 50 ms to the count in the worker". The worker counts packed ballots (`countPacked` of
 * @runoff/results-count: the count, then `countHeadToHead` on the same typed arrays); this times both on
 * the same ballots, in one process, as CPU time (it holds on a loaded machine; wall time does not). Two
 * shapes: every ballot its own ranking (100,000 groups, the worst case) and the skewed rankings of
 * counting-at-scale grouped as the database groups them. docs/performance.md records the figures.
 *
 * Run: pnpm --filter @runoff/bench head-to-head   (BALLOTS, OPTIONS, RUNS to change)
 */
import os from 'node:os';
import { countHeadToHead, countPackedBallots, type PackedBallots } from '@runoff/counting';
import { benchOptions, makeBallots, makePackedBallots, groupBallots } from './counting/ballot-data.js';
import { reportFigure } from './figures.js';
import { measureCpu } from './support/cpu-time.js';

const ballots = Number(process.env.BALLOTS ?? 100_000);
const optionCount = Number(process.env.OPTIONS ?? 10);
const runs = Number(process.env.RUNS ?? 15);
const options = benchOptions(optionCount);

/** Median and maximum CPU time of RUNS runs, after two warm-ups. */
const measure = (work: () => void) => measureCpu(work, runs);

function grouped(): PackedBallots {
  const index = new Map(options.map((option, i) => [option.id, i]));
  const groups = groupBallots(makeBallots('skewed', ballots, optionCount));
  const choices = new Uint8Array(groups.length * optionCount);
  const starts = new Uint32Array(groups.length + 1);
  const weights = new Float64Array(groups.length);
  let at = 0;
  groups.forEach((group, g) => {
    for (const id of group.ranking) choices[at++] = index.get(id)!;
    starts[g + 1] = at;
    weights[g] = group.count;
  });
  return { choices, starts, weights };
}

const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`head-to-head: ${ballots.toLocaleString('en-US')} ballots × ${optionCount} options, ${runs} runs each; ${os.cpus().length} × ${os.cpus()[0]?.model}; Node ${process.version}; load average ${load}`);
for (const [shape, packed] of [
  ['distinct', makePackedBallots('distinct', ballots, optionCount)],
  ['skewed, grouped', grouped()],
] as const) {
  const groups = packed.starts.length - 1;
  const count = measure(() => countPackedBallots(options, packed));
  const table = measure(() => countHeadToHead(options, packed));
  console.log(
    `${shape} (${groups.toLocaleString('en-US')} groups): count ${count.median.toFixed(1)} ms CPU (max ${count.max.toFixed(1)}), head-to-head ${table.median.toFixed(1)} ms CPU (max ${table.max.toFixed(1)})`,
  );
  reportFigure({
    measure: `head-to-head table, ${ballots.toLocaleString('en-US')} ballots × ${optionCount} options (${shape}), added to the count in the worker`,
    target: '≤ 50 ms',
    figure: `${table.median.toFixed(1)} ms CPU (max ${table.max.toFixed(1)})`,
    comparison: `the count itself ${count.median.toFixed(1)} ms CPU`,
    meets: table.max <= 50,
  });
}
console.log(`load average after: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
