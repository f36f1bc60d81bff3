/**
 * `pnpm bench`: runs every benchmark of bench/ (each script of bench/package.json but this one and
 * typecheck) one after another, shows each one's own output, then one summary table.
 * `pnpm bench counting-at-scale` runs only the ones named.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIGURES_FILE_VARIABLE, figuresTable, readFigures, type Figure } from './figures.js';

const benchDir = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(fs.readFileSync(path.join(benchDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const all = Object.keys(scripts).filter((name) => name !== 'typecheck' && name !== 'all');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}. Benchmarks: ${all.join(', ')}`);
  process.exit(2);
}

const figuresDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-bench-figures-'));
const summary: Array<{ name: string; status: string; seconds: number }> = [];
const figures: Array<{ benchmark: string; figure: Figure }> = [];
for (const name of wanted.length > 0 ? wanted : all) {
  console.log(`\n=== bench: ${name} ===`);
  const started = performance.now();
  const file = path.join(figuresDir, `${name}.jsonl`);
  const run = spawnSync('pnpm', ['--silent', 'run', name], { cwd: benchDir, stdio: 'inherit', env: { ...process.env, [FIGURES_FILE_VARIABLE]: file } });
  summary.push({ name, status: run.status === 0 ? 'ok' : `failed (exit ${run.status ?? run.signal})`, seconds: (performance.now() - started) / 1000 });
  for (const figure of readFigures(file)) figures.push({ benchmark: name, figure });
}
fs.rmSync(figuresDir, { recursive: true, force: true });

const cpu = os.cpus();
console.log(`\n${new Date().toISOString().slice(0, 10)} · ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} · Node ${process.version} · load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
console.log('\n| benchmark | result | time |\n| --- | --- | --- |');
for (const { name, status, seconds } of summary) console.log(`| ${name} | ${status} | ${seconds.toFixed(1)} s |`);
console.log(`\n${figuresTable(figures)}`);
console.log('\nFigures are recorded in docs/performance.md.');
process.exit(summary.every((entry) => entry.status === 'ok') ? 0 : 1);
