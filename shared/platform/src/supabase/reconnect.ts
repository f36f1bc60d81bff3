/**
 * How long a page waits before its next attempt to reopen the Realtime socket, `tries` attempts after it
 * dropped. realtime-js's own steps (1, 2, 5, 10 s) are the same for every page, so when the stack restarts in
 * the middle of a lecture hall all of its phones come back in the same instant, again at each step, and the
 * channel joins of thousands of sockets arrive together. Here the steps double from 1 s up to 5 s and each
 * is spread uniformly between half and one and a half times its length, so a room's reconnects arrive spread
 * over seconds (docs/deployment.md, "A restart in the middle of a vote"). Channels rejoin as soon as their
 * socket is open again.
 */
export function realtimeReconnectDelay(tries: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_STEP_MS, FIRST_STEP_MS * 2 ** Math.max(0, tries - 1));
  return Math.round(step * (0.5 + random()));
}

const FIRST_STEP_MS = 1_000;
// realtime-js's last step is 10 s; with the spread, 5 s brings every page back within 7.5 s of the stack.
const MAX_STEP_MS = 5_000;
