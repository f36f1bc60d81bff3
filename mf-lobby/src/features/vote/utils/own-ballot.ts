/**
 * "Your ballot": the ranking this browser submitted, kept only here (localStorage ballot_{pollId}). The
 * server stores ballots without any voter, so this copy is the only link between a person and a ranking,
 * and it never leaves the browser.
 */
function key(pollId: string): string {
  return `ballot_${pollId}`;
}

/** At most as many ids as a poll can have options (100): a tampered entry cannot grow the page. */
const MAX_OPTIONS = 100;

export function storeOwnBallot(pollId: string, ranking: readonly string[]): void {
  try {
    window.localStorage.setItem(key(pollId), JSON.stringify(ranking.slice(0, MAX_OPTIONS)));
  } catch {
    // Storage may be blocked (private modes): the ballot is counted all the same, only not shown again.
  }
}

/** The stored ranking (option ids, first choice first), or null when this browser kept none. */
export function readOwnBallot(pollId: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key(pollId)) ?? 'null');
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
