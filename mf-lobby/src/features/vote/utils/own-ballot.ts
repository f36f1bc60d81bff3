import { identityStorage } from '@runoff/platform/auth';

/**
 * "Your ballot": the ranking this person submitted, kept only in this browser and only for the user who cast
 * it (identityStorage: `ballot_{pollId}` under the user, forgotten when the session ends, so the next person
 * at a shared computer never sees it). The server stores ballots without any voter, so this copy is the only
 * link between a person and a ranking, and it never leaves the browser.
 */
function key(pollId: string): string {
  return `ballot_${pollId}`;
}

/** At most as many ids as a poll can have options (100): a tampered entry cannot grow the page. */
const MAX_OPTIONS = 100;

export function storeOwnBallot(uid: string, pollId: string, ranking: readonly string[]): void {
  // Storage may be blocked (private modes): the ballot is counted all the same, only not shown again.
  identityStorage(uid).write(key(pollId), JSON.stringify(ranking.slice(0, MAX_OPTIONS)));
}

/** The user's stored ranking (option ids, first choice first), or null when this browser kept none for them. */
export function readOwnBallot(uid: string | null, pollId: string): string[] | null {
  if (!uid) return null;
  try {
    const parsed: unknown = JSON.parse(identityStorage(uid).read(key(pollId)) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    const ids = parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_OPTIONS);
    return ids.length > 0 ? ids : null;
  } catch {
    return null;
  }
}

/** The stored ranking as option texts, skipping ids the poll does not have. */
export function ownBallotTexts(ranking: readonly string[], options: readonly { id: string; text: string }[]): string[] {
  return ranking.flatMap((id) => options.find((option) => option.id === id)?.text ?? []);
}
