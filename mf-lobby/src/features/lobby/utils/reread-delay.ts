/**
 * How long a live view waits before reading the room again by itself: what recovers a lost event (a
 * deletion, a removal, the trailing summary) even when nothing else arrives. 20 s, longer in large rooms
 * so that a whole room re-reads at most about 10 times a second (docs/decisions.md), at most 120 s;
 * spread by ±25% so that a room's views do not all ask at once.
 */
export function rereadDelayMs(people: number, random: () => number = Math.random): number {
  const base = Math.min(120_000, Math.max(20_000, (people / 10) * 1000));
  return Math.round(base * (0.75 + random() / 2));
}
