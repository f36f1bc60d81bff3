/** Nearest-rank percentile of already collected samples (ms); NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Summary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), max: percentile(samples, 100) };
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
export const line = (s: Summary) => `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;

/** Runs `work` over `items` with at most `limit` in flight. */
export async function withConcurrency<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
}
