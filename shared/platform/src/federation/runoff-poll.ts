/**
 * mf_results → mf_polls: "Create runoff poll" after a tie. Remotes never import each other, so they agree on
 * a URL only: mf_results links to `runoffPollPath(pollId)`, mf_polls' create page reads `readRunoffSource`.
 * The URL carries the tied poll's id and nothing else: mf_polls reads the poll and its count from the
 * server, so the prefill (title + " (runoff)", description, category, the tied options) cannot be forged
 * through the link, survives a reload and is never longer than the database allows.
 */
export const RUNOFF_SOURCE_PARAM = 'runoffOf';

/** Where "Create runoff poll" leads: the create page of mf_polls, told which poll ended in a tie. */
export function runoffPollPath(pollId: string): string {
  return `/polls/create?${RUNOFF_SOURCE_PARAM}=${encodeURIComponent(pollId)}`;
}

/** The id of the tied poll a create page was opened for, or null (a plain new poll). */
export function readRunoffSource(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pollId = params.get(RUNOFF_SOURCE_PARAM)?.trim();
  // A poll id is a UUID; anything else would only earn a "Poll not found" round trip.
  return pollId && /^[0-9a-f-]{36}$/i.test(pollId) ? pollId : null;
}

/** The suffix of a runoff poll's title, kept inside the title limit. */
export const RUNOFF_TITLE_SUFFIX = ' (runoff)';
