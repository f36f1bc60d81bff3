/**
 * A token bucket per key, as GoTrue's tollbooth limiters work: `burst` requests at once, then
 * `perSecond` more each second. Keys unused for `ttlMs` are forgotten, so a flood of distinct keys
 * costs memory only for as long as it lasts.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = Date.now();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    private readonly ttlMs = 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty (the request is over the limit). */
  take(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000 && this.buckets.size < 100_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > this.ttlMs) this.buckets.delete(key);
  }
}

/** A fixed number of events per window for the whole project (GoTrue's e-mail limit). */
export class WindowCounter {
  private windowStart = 0;
  private count = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
    if (this.count >= this.max) return false;
    this.count += 1;
    return true;
  }
}
