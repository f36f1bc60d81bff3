/**
 * Admits work to a shared upstream (PostgREST's connection pool) fairly: at most `total` jobs run at
 * once, at most `perKey` of them for one client address; the rest wait in a queue per address and
 * are started round-robin across addresses, so one busy address never keeps another waiting long.
 */
export class FairQueue {
  private running = 0;
  private readonly runningByKey = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(
    private readonly total: number,
    private readonly perKey: number,
    private readonly maxWaitingPerKey: number,
  ) {}

  /** Runs `job` when a slot frees; returns false (without running it) when the key's queue is full. */
  async run<T>(key: string, job: () => Promise<T>): Promise<T | typeof FULL> {
    if (!this.canStart(key)) {
      const queue = this.waiting.get(key) ?? [];
      if (queue.length >= this.maxWaitingPerKey) return FULL;
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        this.waiting.set(key, queue);
      });
    } else this.start(key);
    try {
      return await job();
    } finally {
      this.finish(key);
    }
  }

  private canStart(key: string): boolean {
    return this.running < this.total && (this.runningByKey.get(key) ?? 0) < this.perKey && !this.waiting.has(key);
  }

  private start(key: string): void {
    this.running += 1;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private finish(key: string): void {
    this.running -= 1;
    const left = (this.runningByKey.get(key) ?? 1) - 1;
    if (left === 0) this.runningByKey.delete(key);
    else this.runningByKey.set(key, left);
    this.admit();
  }

  /** Starts waiting jobs, one per address in turn (Map order rotates: a served key goes to the back). */
  private admit(): void {
    let progressed = true;
    while (this.running < this.total && progressed) {
      progressed = false;
      for (const [key, queue] of this.waiting) {
        if (this.running >= this.total) break;
        if ((this.runningByKey.get(key) ?? 0) >= this.perKey) continue;
        const next = queue.shift()!;
        this.waiting.delete(key);
        if (queue.length) this.waiting.set(key, queue);
        this.start(key);
        next();
        progressed = true;
      }
    }
  }
}

export const FULL = Symbol('queue full');
