import { useCallback } from 'react';
import { useErrorMessage } from '@runoff/platform/i18n';
import { errorMessage } from '@runoff/platform/supabase';
import { useText, type MessageId } from './text';

type Match = { id: MessageId; values?: Record<string, string | number> };

/**
 * The database's and the client's English messages that mf_lobby's screens meet (join_poll, submit_vote,
 * get_room_summary, the lobby's channel), each with its message id. The server keeps speaking the spec's
 * English; the match is on its words, and the reader sees them in their language.
 */
const RULES: readonly [RegExp, (match: RegExpMatchArray) => Match][] = [
  [/^This poll is full: it admits at most (\d+) participants$/, (m) => ({ id: 'server.pollFull', values: { max: Number(m[1]) } })],
  [/^Sign in with an account to join this poll$/, () => ({ id: 'server.accountsOnly' })],
  [/^This poll is no longer active\.?$/, () => ({ id: 'server.inactive' })],
  [/^The host removed you from this poll$/, () => ({ id: 'server.removed' })],
  [/^You have already voted in this poll$/, () => ({ id: 'server.alreadyVoted' })],
  [/^Voting is not currently open for this poll$/, () => ({ id: 'server.votingClosed' })],
  [/^Each option can be ranked only once$/, () => ({ id: 'server.rankedTwice' })],
  [/^Participant not found$/, () => ({ id: 'server.participantNotFound' })],
  [/^Please rank at least (\d+) options?$/, (m) => ({ id: 'vote.rankAtLeast', values: { count: Number(m[1]) } })],
  [/^Name must be 50 characters or less$/, () => ({ id: 'join.nameTooLong' })],
  [/^Name must contain at least one visible letter, digit or symbol$/, () => ({ id: 'server.nameInvisible' })],
  [/^Name must not contain control characters or invisible formatting characters$/, () => ({ id: 'server.nameControl' })],
  [/^Name must not start with an accent or other combining mark$/, () => ({ id: 'server.nameStartsWithMark' })],
  [/^Name must not stack more than (\d+) accents or other combining marks on one character$/, (m) => ({ id: 'server.nameStackedMarks', values: { max: Number(m[1]) } })],
  [/^Name cannot be "(.*)": Runoff shows that label itself\. Please choose another name$/, (m) => ({ id: 'server.nameReserved', values: { name: m[1] ?? '' } })],
  [/^You are not signed in$/, () => ({ id: 'server.notSignedIn' })],
  [/^The server did not answer in time$/, () => ({ id: 'server.timedOut' })],
  [/^The channel was refused$/, () => ({ id: 'server.channelRefused' })],
];

/** The message id for one of the English texts above, or null (then the text is shown as it came). */
export function serverMessageId(english: string): Match | null {
  for (const [pattern, toMatch] of RULES) {
    const match = english.match(pattern);
    if (match) return toMatch(match);
  }
  return null;
}

/** An error (or the English text of one) in the reader's language: `const describe = useServerText()`. */
export function useServerText(): (error: unknown) => string {
  const { t } = useText();
  const platform = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const english = errorMessage(error);
      const known = serverMessageId(english);
      return known ? t(known.id, known.values) : platform(english);
    },
    [t, platform],
  );
}
