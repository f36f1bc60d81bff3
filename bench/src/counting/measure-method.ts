/**
 * One method on packed ballots in its own process (its memory peak its own): builds the ballots (not
 * timed), then counts them by the instant runoff and by the method in turn, RUNS times, and prints one JSON
 * line with the medians (wall and CPU) and the peak RSS while the method ran.
 * Run by every-method.ts: node --expose-gc --import tsx measure-method.ts SHAPE METHOD [BALLOTS]
 */
import { compareMethods, countPackedBallots, countWithMethod, type TallyMethod } from '@runoff/counting';
import { benchOptions, makePackedBallots, type Shape } from './ballot-data';
import { MemorySampler } from './memory-sampler';

export type MethodRun = TallyMethod | 'compare';

export interface MethodMeasurement {
  shape: Shape;
  method: MethodRun;
  ballots: number;
  runs: number;
  methodMs: number;
  methodCpuMs: number;
  irvMs: number;
  irvCpuMs: number;
  peakMb: number;
  beforeMb: number;
  winner: string;
}

const OPTIONS = 10;
const RUNS = 7;
const [shape, method, size] = process.argv.slice(2) as [Shape, MethodRun, string | undefined];
const ballots = Number(size ?? 1_000_000);
const options = benchOptions(OPTIONS);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const packed = makePackedBallots(shape, ballots, OPTIONS);
const sampler = new MemorySampler();
const count = () => (method === 'compare' ? compareMethods(options, packed).outcomes.map((o) => o.winner ?? 'tie').join(' ') : (countWithMethod(method, options, packed).winner ?? 'tie'));
const times = { method: [] as number[], methodCpu: [] as number[], irv: [] as number[], irvCpu: [] as number[] };
let peakMb = 0;
let winner = '';
gc();
const beforeMb = process.memoryUsage.rss() / 2 ** 20;
for (let run = 0; run < RUNS; run += 1) {
  for (const which of ['irv', 'method'] as const) {
    gc();
    sampler.reset();
    const cpu = process.cpuUsage();
    const started = performance.now();
    if (which === 'irv') countPackedBallots(options, packed);
    else winner = count();
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    times[which].push(wall);
    times[which === 'irv' ? 'irvCpu' : 'methodCpu'].push((used.user + used.system) / 1000);
    if (which === 'method') peakMb = Math.max(peakMb, sampler.peakMb());
  }
}
await sampler.stop();
const output: MethodMeasurement = {
  shape,
  method,
  ballots,
  runs: RUNS,
  methodMs: median(times.method),
  methodCpuMs: median(times.methodCpu),
  irvMs: median(times.irv),
  irvCpuMs: median(times.irvCpu),
  peakMb,
  beforeMb,
  winner,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
