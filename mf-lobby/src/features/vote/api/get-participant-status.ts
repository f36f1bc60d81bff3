import { callLobbyFunction } from '../../../lib/lobby-rpc';

/** hasVoted for this browser's participant; null when unknown (no id, someone else's, or missing). */
export async function getParticipantStatus(pollId: string, participantId: string | null): Promise<boolean | null> {
  const answer = await callLobbyFunction('get_participant_status', { poll_id: pollId, participant_id: participantId });
  return typeof answer === 'boolean' ? answer : null;
}
