/**
 * `pnpm tabulate ballots.csv --verify <fingerprint>` on a published list of 1,000,000 ballots (10 options,
 * a tracker each) against the count alone (`pnpm tabulate ballots.csv`), on the same file, runs
 * interleaved. Target (issue 27): --verify takes ≤ 2 × the count alone. Each run is the real command in one
 * Node process (tsx as a loader, as hostile-ballot-file), its CPU time and peak memory reported by the
 * process itself as it exits. docs/performance.md records the figures.
 * Run: pnpm bench tabulate-verify   (BALLOTS=100000 RUNS=1 for a quicker run)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportFigure } from './figures.js';
import { writeBallotList } from './elections/ballot-list-file.js';
import { median } from './elections/http.js';

const ballots = Number(process.env.BALLOTS ?? 1_000_000);
const runs = Number(process.env.RUNS ?? 3);

const repo = path.resolve(import.meta.dirname, '..', '..');
const cli = path.join(repo, 'tabulate', 'src', 'cli.ts');
const cpuOnExit = path.join(import.meta.dirname, 'support', 'cpu-on-exit.ts');

interface Run {
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
  stdout: string;
}

function tabulate(args: string[], usageFile: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', cpuOnExit, cli, ...args], {
      cwd: path.join(repo, 'tabulate'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RUNOFF_CPU_FILE: usageFile },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const wallMs = performance.now() - started;
      if (code !== 0) return reject(new Error(`tabulate ${args.join(' ')} exited ${code}: ${stderr.slice(0, 500)}${stdout.slice(-500)}`));
      const usage = JSON.parse(fs.readFileSync(usageFile, 'utf8')) as { cpuMs: number; peakRssMb: number };
      resolve({ wallMs, ...usage, stdout });
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-tabulate-verify-'));
try {
  const file = path.join(dir, 'ballots.csv');
  const writing = performance.now();
  const fingerprint = writeBallotList(file, ballots);
  console.log(`${ballots.toLocaleString('en-US')} ballots × 10 options with trackers: ${(fs.statSync(file).size / 1024 / 1024).toFixed(0)} MB, written in ${((performance.now() - writing) / 1000).toFixed(1)} s`);

  const usage = path.join(dir, 'usage.json');
  const counts: Run[] = [];
  const verifies: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    counts.push(await tabulate([file], usage));
    const verified = await tabulate([file, '--verify', fingerprint], usage);
    if (!verified.stdout.includes(`Fingerprint matches: ${fingerprint}`)) throw new Error(`--verify did not match:\n${verified.stdout.slice(-400)}`);
    verifies.push(verified);
  }
  const wall = (list: Run[]) => median(list.map((r) => r.wallMs));
  const cpu = (list: Run[]) => median(list.map((r) => r.cpuMs));
  const rss = (list: Run[]) => Math.max(...list.map((r) => r.peakRssMb));
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const cpuRatio = cpu(verifies) / cpu(counts);
  const wallRatio = wall(verifies) / wall(counts);
  console.log(`On ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}, medians of ${runs} (interleaved):`);
  console.log(`  count alone:      ${seconds(wall(counts))} wall, ${seconds(cpu(counts))} CPU, peak RSS ${rss(counts).toFixed(0)} MB`);
  console.log(`  with --verify:    ${seconds(wall(verifies))} wall, ${seconds(cpu(verifies))} CPU, peak RSS ${rss(verifies).toFixed(0)} MB`);
  console.log(`  ratio: ${cpuRatio.toFixed(2)} × CPU, ${wallRatio.toFixed(2)} × wall`);
  reportFigure({
    measure: `pnpm tabulate --verify on ${ballots.toLocaleString('en-US')} ballots × 10 options, CPU time, median of ${runs}`,
    target: '≤ 2 × the count alone',
    figure: `${seconds(cpu(verifies))} CPU (${seconds(wall(verifies))} wall), ${rss(verifies).toFixed(0)} MB`,
    comparison: `count alone ${seconds(cpu(counts))} CPU (${seconds(wall(counts))} wall), ${rss(counts).toFixed(0)} MB`,
    ratio: `${cpuRatio.toFixed(2)} (wall ${wallRatio.toFixed(2)})`,
    meets: cpuRatio <= 2,
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
