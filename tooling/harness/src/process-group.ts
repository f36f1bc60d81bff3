/**
 * A command in a process group of its own, stopped whole when it ends: what a test stage starts (a local
 * stack's PostgreSQL and PostgREST, app servers, Chromium) is gone when the stage is, whether it passed,
 * failed, crashed or was interrupted. `pnpm test` runs each stage this way.
 */
import { spawn } from 'node:child_process';

export interface GroupRun {
  /** The command's exit status (1 when it was ended by a signal). */
  status: number;
  /** Everything it wrote to stdout and stderr, in order. */
  output: string;
}

export interface GroupOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Each chunk of output as it arrives (the output is also returned whole). */
  onOutput?: (chunk: string) => void;
  /** How long the group has after SIGINT before SIGKILL (PostgreSQL's fast shutdown needs a few seconds). */
  graceMs?: number;
}

const running = new Set<number>();

/** True while any process of the group `pgid` is alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but not ours to signal (never the case for our own children; counted as alive).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops every process left in the group: SIGINT (PostgreSQL's fast shutdown, Node's and PostgREST's normal
 * end), then SIGKILL for whatever still runs after `graceMs`. Resolves once the group is empty.
 */
async function stopGroup(pgid: number, graceMs = 15_000): Promise<void> {
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGINT');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGKILL');
  while (groupAlive(pgid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Runs `command` in a new process group and, once it exits, stops whatever it left running. */
export function runInGroup(command: string, args: string[], options: GroupOptions): Promise<GroupRun> {
  return new Promise((resolve) => {
    // detached: a process group of its own (setsid), so the whole group can be signalled by its id.
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const pgid = child.pid;
    let output = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      options.onOutput?.(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    if (pgid !== undefined) running.add(pgid);
    let settled = false;
    const finish = (status: number) => {
      if (settled) return;
      settled = true;
      resolve({ status, output });
    };
    child.once('error', (error) => {
      output += `${command} could not start: ${error.message}\n`;
      if (pgid !== undefined) running.delete(pgid);
      finish(1);
    });
    child.once('exit', (code) => {
      // The stage is over: whatever it left in its group goes now. Its pipes close once the last holder is
      // gone, and only then is every byte of its output read.
      const closed = new Promise<void>((done) => (child.stdout.closed && child.stderr.closed ? done() : child.once('close', () => done())));
      void (async () => {
        if (pgid !== undefined) {
          await stopGroup(pgid, options.graceMs);
          running.delete(pgid);
        }
        // A process that left the group (its own setsid) may still hold a pipe: not waited for past 5 s.
        await Promise.race([closed, new Promise((done) => setTimeout(done, 5_000).unref())]);
        child.stdout.destroy();
        child.stderr.destroy();
        finish(code ?? 1);
      })();
    });
  });
}

/** Stops every group runInGroup still has running: for Ctrl-C and SIGTERM of the caller. */
export async function stopAllGroups(graceMs?: number): Promise<void> {
  await Promise.all([...running].map((pgid) => stopGroup(pgid, graceMs)));
  running.clear();
}

