import { callRpc } from '@runoff/platform/supabase';
import { parseParticipant } from '../../../lib/utils/parse-participant';
import type { Participant } from '../../../lib/utils/participant';

/**
 * Joins the current session's user to the poll; `name` null leaves the argument out, which joins as
 * "Anonymous Participant".
 * Joining again returns the same participant, so a retry never creates a second one.
 */
export async function joinPoll(pollId: string, name: string | null): Promise<Participant> {
  return parseParticipant(await callRpc('join_poll', { poll_id: pollId, name: name ?? undefined }));
}
