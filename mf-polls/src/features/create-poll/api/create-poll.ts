import { callRpc } from '@runoff/shared/supabase';
import { parsePoll } from '@runoff/shared/domain';
import type { Poll } from '@runoff/shared/domain';
import type { PollFormValues } from '../utils/validate-poll-form';

/** Creates the poll for the signed-in user (status waiting, active) and returns it with its new id. */
export async function createPoll(poll: PollFormValues): Promise<Poll> {
  return parsePoll(
    await callRpc('create_poll', {
      title: poll.title,
      description: poll.description,
      category: poll.category,
      options: poll.options,
    }),
  );
}
