import { callRpc } from '@runoff/platform/supabase';
import { parsePoll, parsePollResults } from '@runoff/domain';
import { runoffPrefill } from '../utils/runoff-prefill';
import type { PollFormValues } from '../utils/validate-poll-form';

export class NoTieError extends Error {
  constructor() {
    super('This poll did not end in a tie, so there is no runoff to create');
    this.name = 'NoTieError';
  }
}

/**
 * The runoff form of a tied poll, read from the server (get_poll and get_poll_results, which only the host
 * may read before the end and everyone after it): nothing of it comes from the link.
 */
export async function getRunoffPrefill(pollId: string): Promise<PollFormValues> {
  const [poll, results] = await Promise.all([
    callRpc('get_poll', { poll_id: pollId }).then(parsePoll),
    callRpc('get_poll_results', { poll_id: pollId }).then(parsePollResults),
  ]);
  const prefill = results.poll.status === 'completed' ? runoffPrefill(poll, results) : null;
  if (!prefill) throw new NoTieError();
  return prefill;
}
