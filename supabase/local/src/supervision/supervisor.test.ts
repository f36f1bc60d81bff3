import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffMs, describeExit, Supervisor } from './supervisor.js';

/** A real child process that lives until it is killed, or exits at once with `exitCode`. */
function child(exitCode?: number): Promise<ChildProcess> {
  const script = exitCode === undefined ? 'setInterval(() => {}, 1000)' : `process.exit(${exitCode})`;
  const process = spawn(globalThis.process.execPath, ['-e', script], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    process.once('spawn', () => resolve(process));
    process.once('error', reject);
  });
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const running: Supervisor[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

describe('backoffMs', () => {
  it('doubles from the first delay and stops at the cap', () => {
    const policy = { initialBackoffMs: 200, maxBackoffMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n, policy))).toEqual([200, 400, 800, 1600, 3200, 6400, 10_000, 10_000]);
  });
});

describe('describeExit', () => {
  it('names the signal, else the exit code', () => {
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL');
    expect(describeExit(3, null)).toBe('exit code 3');
  });
});

describe('Supervisor', () => {
  it('restarts a child killed with SIGKILL and logs what died, how, and the attempt', async () => {
    const lines: string[] = [];
    const supervisor = await Supervisor.start({ name: 'Probe', start: () => child(), log: (l) => lines.push(l), policy: { initialBackoffMs: 10 } });
    running.push(supervisor);
    const first = supervisor.pid!;
    process.kill(first, 'SIGKILL');
    await until(() => supervisor.restarts === 1);
    expect(supervisor.pid).not.toBe(first);
    expect(lines[0]).toBe(`supervisor: Probe (pid ${first}) died: signal SIGKILL; restart attempt 1 in 10 ms`);
    expect(lines[1]).toBe(`supervisor: Probe is back (pid ${supervisor.pid}) after restart attempt 1`);
  });

  it('reports a crash loop and keeps retrying with a growing delay', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = await Supervisor.start({
      name: 'Crasher',
      start: async () => {
        starts += 1;
        // The first start succeeds; every later one dies at once, as a misconfigured child would.
        return child(starts === 1 ? undefined : 1);
      },
      log: (l) => lines.push(l),
      policy: { initialBackoffMs: 5, maxBackoffMs: 40, crashLoopFailures: 4 },
    });
    running.push(supervisor);
    process.kill(supervisor.pid!, 'SIGKILL');
    await until(() => lines.some((l) => l.includes('crash loop')));
    expect(lines.find((l) => l.includes('crash loop'))).toMatch(/Crasher is in a crash loop: 4 failures within 60 s; still retrying, at most every 0.04 s/);
    expect(lines.some((l) => /Crasher \(pid \d+\) died: exit code 1; restart attempt 3 in 20 ms/.test(l))).toBe(true);
  });

  it('does not restart a child stopped through stop()', async () => {
    const lines: string[] = [];
    const supervisor = await Supervisor.start({ name: 'Quiet', start: () => child(), log: (l) => lines.push(l), policy: { initialBackoffMs: 1 } });
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(supervisor.pid).toBeUndefined();
    expect(lines).toEqual([]);
  });
});
