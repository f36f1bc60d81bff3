import type { Page } from 'playwright-core';

export interface LongTask {
  start: number;
  duration: number;
}

/**
 * Records every long task (over 50 ms, the browser's own definition) of the page's main thread from the
 * first script on, with the Long Tasks API. Call before the page loads.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (globalThis as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' as 'mark', buffered: true }); // Node's types know no 'longtask'
  });
}

/**
 * The long tasks so far, and when (page time) the page asked for get_poll_results. Cross-origin resource
 * timing hides the response's detailed times (no Timing-Allow-Origin), not the request's start: from then
 * on every task is the count's (parse, count, render), a conservative window.
 */
export async function readLongTasks(page: Page): Promise<{ tasks: LongTask[]; answerAt: number | null; now: number }> {
  return page.evaluate(() => {
    const tasks = (globalThis as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    const answer = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/rest/v1/rpc/get_poll_results')) as
      | { startTime: number }
      | undefined;
    return { tasks: [...tasks], answerAt: answer ? answer.startTime : null, now: performance.now() };
  });
}

export interface LongTaskSummary {
  /** Long tasks from load to the final round shown. */
  count: number;
  longestMs: number;
  /** Those that end after the page asked for the results: the count's own (parse, count, render). */
  countingCount: number;
  countingLongestMs: number;
  /** Those, as "duration@start" in ms from the request. */
  counting: string[];
}

export function summarize({ tasks, answerAt }: { tasks: LongTask[]; answerAt: number | null }): LongTaskSummary {
  const counting = answerAt === null ? tasks : tasks.filter((task) => task.start + task.duration > answerAt);
  const longest = (list: LongTask[]) => list.reduce((max, task) => Math.max(max, task.duration), 0);
  const from = answerAt ?? 0;
  return {
    count: tasks.length,
    longestMs: longest(tasks),
    countingCount: counting.length,
    countingLongestMs: longest(counting),
    counting: counting.map((task) => `${task.duration.toFixed(0)}@${(task.start - from).toFixed(0)}`),
  };
}
