/**
 * The recount tool against hostile files (issue 19): `pnpm tabulate` on 400 MB files made to sink it must end
 * in under 5 s with a clear error, within a 256 MB heap. Each file is written to a temporary folder as a
 * stream, the real command runs on it with `--max-old-space-size=256` (past the cap it would crash, not
 * pass), and its wall time, CPU time and peak resident memory are printed. docs/performance.md records them.
 * Run: pnpm bench hostile-ballot-file   (SIZE_MB=100 for a quicker run)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { reportFigure } from './figures.js';

const SIZE = Number(process.env.SIZE_MB ?? 400) * 1024 * 1024;
const TARGET_MS = 5_000;
const HEAP_MB = 256;

const repo = path.resolve(import.meta.dirname, '..', '..');
const cli = path.join(repo, 'tabulate', 'src', 'cli.ts');
// `pnpm tabulate` runs tsx, which runs the command in a child process; here the command runs in one
// process (tsx as a loader), so that the heap cap, the CPU time and the memory are the command's own.
const tabulateDir = path.join(repo, 'tabulate');

/** A file of `SIZE` bytes: the header, then rows from `row(n)` until the size is reached. */
function hostileFile(row: (n: number) => string, header = 'ballot_id,rank1,rank2\n'): Readable {
  let written = 0;
  let n = 0;
  return new Readable({
    read() {
      if (written >= SIZE) return void this.push(null);
      let chunk = n === 0 ? header : '';
      while (chunk.length < 1 << 20) chunk += row(n++);
      written += chunk.length;
      this.push(chunk);
    },
  });
}

const pad = (text: string, length: number) => text.padEnd(length, '.');
const files: Array<{ name: string; what: string; row: (n: number) => string; format?: 'blt' | 'cdf'; header?: string }> = [
  // The finding: a new name on every row, names as long as Runoff allows (2.1 million names in 400 MB).
  { name: 'names-flood', what: 'a new 190-character name on every row', row: (n) => `${n + 1},${pad(`Name ${n}`, 190)},\n` },
  // A few names, each as large as a record may be: every one would be held until the count.
  { name: 'huge-names', what: 'a 900,000-character name on every row', row: (n) => `${n + 1},${pad(`N${n}`, 900_000)}\n` },
  // One record without end.
  { name: 'endless-record', what: 'one row of 400 MB', row: () => pad('', 1 << 20) },
  // The same in the other formats (issue 31): a BLT ballot line without end; a CDF file too big to read whole.
  { name: 'blt-endless-line', what: 'a BLT ballot line of 400 MB', format: 'blt', header: '3 1\n1', row: () => ' 1 2 3'.repeat(1 << 17) },
  { name: 'cdf-too-big', what: 'a CDF file of 400 MB', format: 'cdf', header: '{"CVR": [', row: () => `${'{"CVRSnapshot": []},'.repeat(1 << 15)}` },
];

interface Run {
  code: number | null;
  stderr: string;
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
}

/** Runs the command; its CPU time and peak resident memory are read from /proc while it runs (Linux). */
function tabulate(file: string, format = 'csv'): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', cli, file, '--format', format], { cwd: tabulateDir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let peakKb = 0;
    let cpuTicks = 0;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const sample = setInterval(() => {
      const hwm = /VmHWM:\s+(\d+)/.exec(readProc(`/proc/${child.pid}/status`))?.[1];
      if (hwm) peakKb = Math.max(peakKb, Number(hwm));
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat (after the command name in parentheses), in
      // clock ticks of 10 ms (Linux's USER_HZ).
      const fields = readProc(`/proc/${child.pid}/stat`).split(') ')[1]?.split(' ');
      if (fields) cpuTicks = Number(fields[11]) + Number(fields[12]);
    }, 10);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sample);
      resolve({ code, stderr: stderr.trim(), wallMs: performance.now() - started, cpuMs: cpuTicks * 10, peakRssMb: peakKb / 1024 });
    });
  });
}

function readProc(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-hostile-ballots-'));
const rows: string[][] = [];
let allMeet = true;
try {
  for (const { name, what, row, format = 'csv', header } of files) {
    const file = path.join(dir, `${name}.${format}`);
    await pipeline(hostileFile(row, header), fs.createWriteStream(file));
    const size = fs.statSync(file).size;
    const run = await tabulate(file, format);
    fs.rmSync(file);
    // A CDF file is refused by its size, before it is read: no line to name.
    const meets = run.code === 1 && run.wallMs < TARGET_MS && (format === 'cdf' ? /bytes: a CDF file is read whole/ : /^tabulate: .*line \d+: /).test(run.stderr);
    allMeet &&= meets;
    rows.push([name, what, `${(size / 1024 / 1024).toFixed(0)} MB`, run.stderr.replace(`${file}: `, '').slice(0, 90), `${(run.wallMs / 1000).toFixed(2)} s`, `${(run.cpuMs / 1000).toFixed(2)} s`, `${run.peakRssMb.toFixed(0)} MB`]);
    reportFigure({
      measure: `pnpm tabulate on a ${(size / 1024 / 1024).toFixed(0)} MB hostile file (${what}), heap capped at ${HEAP_MB} MB`,
      target: `< ${TARGET_MS / 1000} s with a clear error`,
      figure: `${(run.wallMs / 1000).toFixed(2)} s wall, ${(run.cpuMs / 1000).toFixed(2)} s CPU, peak RSS ${run.peakRssMb.toFixed(0)} MB`,
      meets,
    });
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const cpu = os.cpus();
console.log(`${new Date().toISOString().slice(0, 10)} · ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} · Node ${process.version} · load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
console.log(`\n| file | what | size | error | wall time | CPU time | peak RSS |\n| --- | --- | --- | --- | --- | --- | --- |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(`\nTimes include starting Node and tsx's loader. Wall times depend on the machine's load; CPU times hold under load.`);
process.exit(allMeet ? 0 : 1);
