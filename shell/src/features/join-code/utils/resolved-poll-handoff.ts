import type { Poll } from '@runoff/domain';

/**
 * The poll a join code resolved to, handed to the join page it leads to, so the page starts from it
 * instead of asking get_poll again (issue 10). Kept in memory and taken once: a reload, Back or another
 * visit of the page reads the poll from the server as any link does (history state would outlive the
 * moment and hand a reloaded page a poll that has moved on). Only a fresh one is taken.
 */
let handedOver: { poll: Poll; at: number } | null = null;

export const RESOLVED_POLL_FRESH_MS = 30_000;

export function handOverResolvedPoll(poll: Poll | null, now = Date.now()): void {
  handedOver = poll ? { poll, at: now } : null;
}

/** The poll handed over for this join page, once; undefined if none, another poll's, or stale. */
export function takeResolvedPoll(pollId: string, now = Date.now()): Poll | undefined {
  const given = handedOver;
  handedOver = null;
  if (!given || given.poll.id !== pollId) return undefined;
  return now >= given.at && now - given.at < RESOLVED_POLL_FRESH_MS ? given.poll : undefined;
}
