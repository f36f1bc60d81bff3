import { getPoll } from '@runoff/poll-reads';
import { countOnThisPage, getCountedResults } from '@runoff/results-count';
import { runoffPrefill } from '../utils/runoff-prefill';
import type { PollFormValues } from '../utils/validate-poll-form';

export class NoTieError extends Error {
  constructor() {
    super('This poll did not end in a tie, so there is no runoff to create');
    this.name = 'NoTieError';
  }
}

/**
 * The runoff form of a tied poll, read from the server (get_poll, and get_poll_results read and counted by
 * @runoff/results-count: only the host may read them before the end, everyone after it): nothing of it
 * comes from the link.
 */
export async function getRunoffPrefill(pollId: string): Promise<PollFormValues> {
  const [poll, counted] = await Promise.all([getPoll(pollId), getCountedResults(pollId, countOnThisPage)]);
  const prefill = counted.results.poll.status === 'completed' ? runoffPrefill(poll, counted) : null;
  if (!prefill) throw new NoTieError();
  return prefill;
}
