import { callRpc } from '@runoff/platform/supabase';
import { parsePoll } from '@runoff/domain';
import type { CountMethod, Poll } from '@runoff/domain';
import type { PollFormValues } from '../utils/validate-poll-form';
import type { RoomSettings } from '../utils/room-settings';
import type { ElectionSettings } from '../../../lib/utils/election-settings';
import type { VoterSettings } from '../utils/who-may-vote';

/**
 * Creates the poll for the signed-in user (status waiting, active) and returns it with its new id. Without
 * room settings the database's defaults apply (1,000 participants); without who may vote, anyone with the
 * link and no ballot trackers; without election
 * settings, 1 winner, every option ranked, fair ballots,
 * counted by the instant runoff.
 */
export async function createPoll(
  poll: PollFormValues & Partial<RoomSettings> & Partial<ElectionSettings> & Partial<VoterSettings> & { countingMethod?: CountMethod },
): Promise<Poll> {
  return parsePoll(
    await callRpc('create_poll', {
      title: poll.title,
      description: poll.description,
      category: poll.category,
      options: poll.options,
      max_participants: poll.maxParticipants,
      // Who may vote says "accounts only" itself (accounts_only stays false: the two must agree).
      voters: poll.voters,
      trackers: poll.trackers,
      seats: poll.seats,
      // null (every option ranked) is the database's default: sent as absent.
      min_ranked: poll.minRanked ?? undefined,
      shuffle_ballots: poll.shuffleBallots,
      // The instant runoff is the database's default (the spec's rule).
      counting_method: poll.countingMethod,
    }),
  );
}
