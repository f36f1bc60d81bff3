/**
 * Sign-in with a wrong password, for an address that has an account and for one that has none: the two
 * should take the same time (one bcrypt comparison either way), so the answer's timing does not tell who
 * has an account. The test suite checks that the work is the same (supabase/local/src/auth/routes/token.test.ts);
 * this measures the time it takes. docs/performance.md records the figures.
 * Run: pnpm --filter @runoff/bench sign-in-timing
 */
import os from 'node:os';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';
import { portsFrom, startThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { reportFigure } from './figures.js';

const rounds = Number(process.env.RUNS ?? 25);
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.signInTiming);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startThrowawayStack('bench-sign-in', { ...portsFrom(basePort) });
try {
  const auth = (route: string, body: object) =>
    fetch(`${stack.url}/auth/v1${route}`, { method: 'POST', headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const email = `timing-${Date.now()}@example.com`;
  const signUp = await auth('/signup', { email, password: 'correct-horse-battery', data: { username: 'Timing' } });
  if (!signUp.ok) throw new Error(`sign-up refused: ${signUp.status} ${await signUp.text()}`);

  const signInMs = async (address: string) => {
    const started = performance.now();
    const response = await auth('/token?grant_type=password', { email: address, password: 'not-the-password' });
    await response.text();
    if (response.status !== 400) throw new Error(`expected 400, got ${response.status}`);
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  // Interleaved, so a busy moment of the machine hits both alike.
  for (let i = 0; i < rounds; i += 1) {
    known.push(await signInMs(email));
    unknown.push(await signInMs(`nobody-${i}-${Date.now()}@example.com`));
  }
  const ratio = median(unknown) / median(known);
  console.log(`Wrong-password sign-in on ${os.cpus().length} cores, ${rounds} of each, interleaved (median):`);
  console.log(`  an address with an account: ${median(known).toFixed(1)} ms`);
  console.log(`  an address without one:     ${median(unknown).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`);
  reportFigure({
    measure: `wrong-password sign-in, unknown address ÷ known address, medians of ${rounds}`,
    target: '0.6–1.6 (the same bcrypt work)',
    figure: `${median(unknown).toFixed(0)} ms`,
    comparison: `${median(known).toFixed(0)} ms (known address)`,
    ratio: ratio.toFixed(2),
    meets: ratio > 0.6 && ratio < 1.6,
  });
} finally {
  await stack.stop();
}
