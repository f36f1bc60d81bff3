/**
 * Measures the local stack's start-up: cold (a new data folder: initdb, base schema, every migration)
 * and warm (a restart on the same folder). Prints the figures; docs/performance.md records them.
 * Run: pnpm --filter @runoff/bench stack-startup
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@runoff/supabase/stack';
import { portsFrom, throwawayFolder } from '@runoff/supabase/throwaway-stack';
import { reportFigure } from './figures.js';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';

const runs = Number(process.env.RUNS ?? 3);
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.stackStartup);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const stack = await startStack({ ...portsFrom(basePort), dataDir });
  // Ready means answering through the gateway, not just listening.
  const response = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.config.anonKey } });
  if (!response.ok) throw new Error(`The stack answered ${response.status}`);
  const elapsed = performance.now() - started;
  await stack.stop();
  return elapsed;
}

const cold: number[] = [];
const warm: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const root = throwawayFolder('bench-startup');
  try {
    cold.push(await timeStart(path.join(root, 'pgdata')));
    warm.push(await timeStart(path.join(root, 'pgdata')));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Local stack start-up on ${os.cpus().length} cores, ${runs} runs (median, min–max):`);
console.log(`  cold (new data folder): ${format(median(cold))}  (${format(Math.min(...cold))}–${format(Math.max(...cold))})`);
console.log(`  warm (restart):         ${format(median(warm))}  (${format(Math.min(...warm))}–${format(Math.max(...warm))})`);
reportFigure({ measure: `local stack cold start (new data folder), median of ${runs}`, figure: format(median(cold)) });
reportFigure({ measure: `local stack warm start (restart), median of ${runs}`, figure: format(median(warm)) });
