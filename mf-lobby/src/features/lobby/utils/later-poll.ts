import type { Poll, PollStatus } from '@runoff/domain';

const ORDER: readonly PollStatus[] = ['waiting', 'voting', 'completed'];

/**
 * The poll to show after a catch-up read: the server's copy, unless a broadcast already moved the lobby
 * further on (a status only ever moves forward, so a slower read must not step it back).
 */
export function laterPoll(shown: Poll | null, loaded: Poll): Poll {
  if (!shown) return loaded;
  return ORDER.indexOf(loaded.status) >= ORDER.indexOf(shown.status) ? loaded : shown;
}

/** The poll after a status heard live (status_changed, a room summary): forward only, never back. */
export function withStatus(poll: Poll, status: PollStatus): Poll {
  if (ORDER.indexOf(status) <= ORDER.indexOf(poll.status)) return poll;
  return { ...poll, status, isActive: status === 'completed' ? false : poll.isActive };
}
