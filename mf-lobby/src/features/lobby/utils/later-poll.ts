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
