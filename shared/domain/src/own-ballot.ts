/**
 * "Your ballot": the ranking a person submitted, kept only in their browser and only for the user who cast
 * it (`ballot_{pollId}` in @runoff/platform/auth's identityStorage, forgotten when the session ends, so the
 * next person at a shared computer never sees it). The server stores ballots without any voter, so this copy
 * is the only link between a person and a ranking, and it never leaves the browser. mf_lobby writes it when
 * a vote is taken; mf_lobby's "Your ballot" and mf_results' "Where my vote went" read it.
 */
export interface OwnBallotStorage {
  read(name: string): string | null;
  write(name: string, value: string): void;
}

function key(pollId: string): string {
  return `ballot_${pollId}`;
}

/** At most as many ids as a poll can have options (100): a tampered entry cannot grow the page. */
const MAX_OPTIONS = 100;

export function storeOwnBallot(storage: OwnBallotStorage, pollId: string, ranking: readonly string[]): void {
  // Storage may be blocked (private modes): the ballot is counted all the same, only not shown again.
  storage.write(key(pollId), JSON.stringify(ranking.slice(0, MAX_OPTIONS)));
}

/** The stored ranking (option ids, first choice first), or null when this browser kept none. */
export function readOwnBallot(storage: Pick<OwnBallotStorage, 'read'>, pollId: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.read(key(pollId)) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    const ids = parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_OPTIONS);
    return ids.length > 0 ? ids : null;
  } catch {
    return null;
  }
}
