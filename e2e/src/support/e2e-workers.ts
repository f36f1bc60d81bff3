/**
 * How many end-to-end files run at once (RUNOFF_E2E_WORKERS, default 3, at most 8): each spends most of its
 * time waiting on a browser. No imports: vitest.config.ts reads it.
 */
export function e2eWorkers(): number {
  return Math.min(8, Math.max(1, Number(process.env.RUNOFF_E2E_WORKERS) || 3));
}
