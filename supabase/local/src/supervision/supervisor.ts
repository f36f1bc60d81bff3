import type { ChildProcess } from 'node:child_process';
import { stopChild } from './child-process.js';

export interface SupervisorPolicy {
  /** Delay before the first restart after a crash (a signal or a non-zero exit code). */
  initialBackoffMs: number;
  /** The backoff doubles per failed attempt up to this cap. */
  maxBackoffMs: number;
  /**
   * A clean exit (code 0, or SIGINT/SIGTERM) is also what Ctrl-C in a terminal causes: the whole process group
   * gets the signal before the stack's own orderly stop runs. Waiting this long lets stop() claim it first.
   */
  cleanExitGraceMs: number;
  /** After running this long, a child counts as healthy again and the backoff starts over. */
  stableAfterMs: number;
  /** This many failures (deaths or failed restarts) within crashLoopWindowMs is reported as a crash loop. */
  crashLoopFailures: number;
  crashLoopWindowMs: number;
}

export const DEFAULT_POLICY: SupervisorPolicy = {
  initialBackoffMs: 200,
  maxBackoffMs: 10_000,
  cleanExitGraceMs: 1_000,
  stableAfterMs: 30_000,
  crashLoopFailures: 5,
  crashLoopWindowMs: 60_000,
};

export interface SupervisorOptions {
  /** Product words for the log: "PostgreSQL", "PostgREST". */
  name: string;
  /** Starts the child and resolves once it is ready to serve; rejects (with its last messages) if it is not. */
  start(): Promise<ChildProcess>;
  log(line: string): void;
  /** The signal that asks the child for a fast, orderly shutdown. */
  stopSignal?: NodeJS.Signals;
  stopGraceMs?: number;
  /** The child's last output lines, quoted in the log when it dies. */
  recentOutput?: () => string[];
  policy?: Partial<SupervisorPolicy>;
  /** Called after each successful restart (not the first start). */
  onRestarted?(): void;
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code ?? 'unknown'}`;
}

/** The delay before restart attempt `attempt` (1-based): doubling from the initial delay, capped. */
export function backoffMs(attempt: number, policy: Pick<SupervisorPolicy, 'initialBackoffMs' | 'maxBackoffMs'>): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Keeps one child process running: when it dies while the stack runs, it is started again with a capped,
 * doubling backoff, and each death and restart gets one log line (what died, how, which attempt, how long
 * until the next). Repeated failures within a minute are reported as a crash loop, and it keeps trying at the
 * cap, because the usual causes (a port or shared memory still held by the dead process) clear by themselves.
 */
export class Supervisor {
  private child: ChildProcess | undefined;
  private stopping = false;
  private attempt = 0;
  private failures: number[] = [];
  private inCrashLoop = false;
  private timer: NodeJS.Timeout | undefined;
  private upSince = 0;
  private readonly policy: SupervisorPolicy;
  /** Restarts that succeeded, for tests and the status line. */
  restarts = 0;

  private constructor(private readonly options: SupervisorOptions) {
    this.policy = { ...DEFAULT_POLICY, ...options.policy };
  }

  /** Starts the child once; a failure here is thrown (a stack that cannot start should say so and stop). */
  static async start(options: SupervisorOptions): Promise<Supervisor> {
    const supervisor = new Supervisor(options);
    supervisor.watch(await options.start());
    return supervisor;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    const child = this.child;
    this.child = undefined;
    if (child) await stopChild(child, this.options.stopGraceMs ?? 10_000, this.options.stopSignal ?? 'SIGTERM');
  }

  /** Stops the child on purpose and starts it again (for a child that is alive but stuck). */
  async restartNow(): Promise<void> {
    if (this.stopping) return;
    clearTimeout(this.timer);
    const child = this.child;
    this.child = undefined;
    if (child) await stopChild(child, this.options.stopGraceMs ?? 10_000, this.options.stopSignal ?? 'SIGTERM');
    this.attempt += 1;
    await this.restart();
  }

  private watch(child: ChildProcess): void {
    this.child = child;
    this.upSince = Date.now();
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      this.child = undefined;
      if (Date.now() - this.upSince >= this.policy.stableAfterMs) {
        this.attempt = 0;
        this.inCrashLoop = false;
      }
      const clean = signal === 'SIGINT' || signal === 'SIGTERM' || (code === 0 && signal === null);
      const last = this.options.recentOutput?.().slice(-2).map((line) => (line.length > 160 ? `${line.slice(0, 160)}…` : line)).join(' | ');
      this.scheduleRestart(
        `${this.options.name} (pid ${child.pid}) died: ${describeExit(code, signal)}${last ? `; last output: ${last}` : ''}`,
        clean,
      );
    });
  }

  private scheduleRestart(why: string, clean: boolean): void {
    this.attempt += 1;
    this.noteFailure();
    const delay = Math.max(backoffMs(this.attempt, this.policy), clean ? this.policy.cleanExitGraceMs : 0);
    this.options.log(`supervisor: ${why}; restart attempt ${this.attempt} in ${delay} ms`);
    this.timer = setTimeout(() => void this.restart(), delay);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    const attempt = this.attempt;
    let child: ChildProcess;
    try {
      child = await this.options.start();
    } catch (error) {
      if (this.stopping) return;
      const message = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : String(error);
      this.scheduleRestart(`${this.options.name} restart attempt ${attempt} failed: ${message}`, false);
      return;
    }
    if (this.stopping) {
      await stopChild(child, this.options.stopGraceMs ?? 10_000, this.options.stopSignal ?? 'SIGTERM');
      return;
    }
    this.restarts += 1;
    this.options.log(`supervisor: ${this.options.name} is back (pid ${child.pid}) after restart attempt ${attempt}`);
    this.watch(child);
    this.options.onRestarted?.();
  }

  private noteFailure(): void {
    const now = Date.now();
    this.failures = this.failures.filter((at) => now - at < this.policy.crashLoopWindowMs);
    this.failures.push(now);
    if (!this.inCrashLoop && this.failures.length >= this.policy.crashLoopFailures) {
      this.inCrashLoop = true;
      this.options.log(
        `supervisor: ${this.options.name} is in a crash loop: ${this.failures.length} failures within ` +
          `${this.policy.crashLoopWindowMs / 1000} s; still retrying, at most every ${this.policy.maxBackoffMs / 1000} s. ` +
          `Its last messages above say why; the stack cannot serve requests that need it until it stays up.`,
      );
    }
  }
}
