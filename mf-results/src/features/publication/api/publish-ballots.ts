import { isRecord, type PublishedBallotList } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';

/** Who the host publishes the ballot list to (publish_ballots' `audience`). */
export type Audience = PublishedBallotList['publication'];

/**
 * publish_ballots (docs/database-api.md): the host of a completed poll publishes its ballot list. The answer's
 * `publishedFingerprint` is the one the results give from now on: what the panel shows.
 */
export async function publishBallots(pollId: string, audience: Audience): Promise<PublishedBallotList> {
  const answer = await callRpc('publish_ballots', { poll_id: pollId, audience });
  if (
    !isRecord(answer) ||
    (answer.publication !== 'participants' && answer.publication !== 'everyone') ||
    typeof answer.publishedFingerprint !== 'string'
  ) {
    throw new Error('The server sent no publication');
  }
  return {
    publication: answer.publication,
    publishedAt: typeof answer.publishedAt === 'string' ? answer.publishedAt : null,
    fingerprint: answer.publishedFingerprint,
  };
}
