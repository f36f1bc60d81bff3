/**
 * One measurement in its own process (so its memory peak is its own): builds the ballots in memory
 * (not timed), then runs the floor (one plain pass over the same ballots) and the method in turn,
 * RUNS times, and prints one JSON line with the medians and the peak RSS while the method ran.
 * Run by counting-at-scale.ts: node --expose-gc --import tsx measure.ts SHAPE METHOD [BALLOTS] [SEATS]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countBallots, countPackedBallots, type BallotGroup, type CountResult } from '@runoff/counting';
import { benchOptions, distinctRankings, forEachRanking, groupBallots, makeBallots, makePackedBallots, type Shape } from './ballot-data';
import { MemorySampler } from './memory-sampler';
import { naiveCount } from './naive-count';
import { plainPassPacked, plainPassRankings } from './plain-pass';

export type Method = 'engine-packed' | 'engine-rankings' | 'engine-grouped' | 'naive' | 'votes' | 'csv';

export interface Measurement {
  shape: Shape;
  method: Method;
  /** Seats the engine filled (the other methods count one). */
  seats: number;
  /** Ballots the method counted (a subset for `votes`). */
  ballots: number;
  /** Entries handed to the method: ballots, or groups of identical rankings. */
  entries: number;
  runs: number;
  methodMs: number;
  /** CPU time of the process (all threads) for the method: less sensitive to a busy machine. */
  methodCpuMs: number;
  floorMs: number | null;
  floorCpuMs: number | null;
  peakMb: number;
  beforeMb: number;
  winner: string | null;
  note: string;
}

const OPTIONS = 10;
const [shape, method, size, seatCount] = process.argv.slice(2) as [Shape, Method, string | undefined, string | undefined];
const ballots = Number(size ?? 1_000_000);
const seats = Number(seatCount ?? 1);
const options = benchOptions(OPTIONS);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const sampler = new MemorySampler();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Floor and method in turn, `runs` times; the peak covers only the method's runs. */
function measure<T>(
  runs: number,
  floor: (() => unknown) | null,
  run: () => T,
): { methodMs: number; methodCpuMs: number; floorMs: number | null; floorCpuMs: number | null; peakMb: number; beforeMb: number; last: T } {
  const methodTimes: number[] = [];
  const floorTimes: number[] = [];
  const methodCpu: number[] = [];
  const floorCpu: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  let peakMb = 0;
  let last: T | undefined;
  gc();
  const beforeMb = process.memoryUsage.rss() / 2 ** 20;
  for (let i = 0; i < runs; i++) {
    if (floor) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      floor();
      floorTimes.push(performance.now() - started);
      floorCpu.push(cpuMs(cpu));
    }
    gc();
    sampler.reset();
    const cpu = process.cpuUsage();
    const started = performance.now();
    last = run();
    methodTimes.push(performance.now() - started);
    methodCpu.push(cpuMs(cpu));
    peakMb = Math.max(peakMb, sampler.peakMb());
    gc();
  }
  return {
    methodMs: median(methodTimes),
    methodCpuMs: median(methodCpu),
    floorMs: floor ? median(floorTimes) : null,
    floorCpuMs: floor ? median(floorCpu) : null,
    peakMb,
    beforeMb,
    last: last!,
  };
}

// With several seats, the winners in order of election.
const winnerOf = (result: CountResult) => (result.seats > 1 ? result.winners.join(', ') : result.winner);
let output: Measurement;
const base = { shape, method, seats, runs: 0, winner: null as string | null, note: '' };

if (method === 'engine-packed') {
  const packed = makePackedBallots(shape, ballots, OPTIONS);
  const { last, ...m } = measure(7, () => plainPassPacked(OPTIONS, packed), () => countPackedBallots(options, packed, { seats }));
  output = { ...base, ballots, entries: ballots, runs: 7, ...m, winner: winnerOf(last), note: `${last.rounds.length} rounds` };
} else if (method === 'engine-rankings' || method === 'engine-grouped' || method === 'naive') {
  const single = makeBallots(shape, ballots, OPTIONS);
  const input: BallotGroup[] = method === 'engine-grouped' ? groupBallots(single) : single;
  if (method === 'engine-grouped') single.length = 0;
  const runs = method === 'naive' ? 3 : 7;
  const { last, ...m } = measure(runs, () => plainPassRankings(options, input), () => (method === 'naive' ? naiveCount(options, input) : countBallots(options, input, { seats })));
  let note = '';
  if (method === 'naive') {
    // Cross-check at scale: the naive count and the engine agree round by round.
    const engine = countBallots(options, input);
    const same = JSON.stringify(engine.rounds.map((round) => Object.values(round.counts))) === JSON.stringify((last as ReturnType<typeof naiveCount>).rounds);
    note = `same rounds as the engine: ${same ? 'yes' : 'NO'}`;
  } else {
    note = `${(last as CountResult).rounds.length} rounds, ${distinctRankings(input).toLocaleString('en-US')} distinct rankings`;
  }
  const winner = method === 'naive' ? (last as ReturnType<typeof naiveCount>).winner : winnerOf(last as CountResult);
  output = { ...base, ballots, entries: input.length, runs, ...m, winner, note };
} else if (method === 'votes') {
  // The votes package recounts with lodash on every round: measured on a subset, said so in the table.
  // Imported only here: the package and lodash add about 60 MB to the process.
  const { InstantRunoff } = await import('votes');
  const subset = makeBallots(shape, ballots, OPTIONS);
  const votesBallots = subset.map((ballot) => ({ ranking: ballot.ranking.map((id) => [id]), weight: ballot.count }));
  const candidates = options.map((option) => option.id);
  const { last, ...m } = measure(3, () => plainPassRankings(options, subset), () => new InstantRunoff({ ballots: votesBallots, candidates }).ranking());
  const ours = countBallots(options, subset);
  const same = last[0]?.length === 1 && last[0][0] === ours.winner;
  output = { ...base, ballots, entries: ballots, runs: 3, ...m, winner: last[0]?.join(' & ') ?? null, note: `subset of ${ballots.toLocaleString('en-US')}; same winner as the engine: ${same ? 'yes' : 'no'}` };
} else {
  // The CSV path: an Export Ballots file written first (not timed), then read as a stream and counted.
  const { readBallots } = await import('@runoff/tabulate/read-ballots');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-bench-csv-')), `${shape}.csv`);
  const names = options.map((option) => option.name);
  const out = fs.openSync(file, 'w');
  let chunk = `ballot_id,${names.map((_, i) => `rank${i + 1}`).join(',')}\r\n`;
  let id = 0;
  forEachRanking(shape, ballots, OPTIONS, (ranking) => {
    chunk += `${++id},${ranking.map((option) => names[option]).join(',')}\r\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  });
  fs.writeSync(out, chunk);
  fs.closeSync(out);
  const megabytes = fs.statSync(file).size / 2 ** 20;
  gc();
  const beforeMb = process.memoryUsage.rss() / 2 ** 20;
  sampler.reset();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const read = await readBallots(fs.createReadStream(file), { options: names });
  const readMs = performance.now() - started;
  const result = countPackedBallots(options, read.ballots);
  const methodMs = performance.now() - started;
  const csvCpu = process.cpuUsage(cpu);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  output = {
    ...base,
    ballots: read.ballotsRead,
    entries: read.ballotsRead,
    runs: 1,
    methodMs,
    methodCpuMs: (csvCpu.user + csvCpu.system) / 1000,
    floorMs: null,
    floorCpuMs: null,
    peakMb: sampler.peakMb(),
    beforeMb,
    winner: result.winner,
    note: `${megabytes.toFixed(0)} MB file; reading ${(readMs / 1000).toFixed(2)} s, counting ${(methodMs - readMs).toFixed(0)} ms`,
  };
}

await sampler.stop();
process.stdout.write(`${JSON.stringify(output)}\n`);
