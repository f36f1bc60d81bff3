import type { Poll } from '@runoff/shared/domain';

/**
 * The poll a join code resolved to, handed to the join page in the history entry's state so the page
 * starts from it instead of asking get_poll again (issue 10). History state outlives the moment (it
 * survives a reload, and Back returns to it), so it is used only while it is fresh: after that the page
 * reads the poll as any link would.
 */
interface ResolvedPollState {
  resolvedPoll: Poll;
  resolvedAt: number;
}

export const RESOLVED_POLL_FRESH_MS = 30_000;

export function resolvedPollState(poll: Poll | null, now = Date.now()): ResolvedPollState | undefined {
  return poll ? { resolvedPoll: poll, resolvedAt: now } : undefined;
}

/** The resolved poll in a location's state, if it is this poll's and fresh. */
export function readResolvedPoll(state: unknown, pollId: string, now = Date.now()): Poll | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { resolvedPoll, resolvedAt } = state as Partial<ResolvedPollState>;
  if (typeof resolvedAt !== 'number' || !(now - resolvedAt >= 0 && now - resolvedAt < RESOLVED_POLL_FRESH_MS)) return undefined;
  return resolvedPoll?.id === pollId ? resolvedPoll : undefined;
}
