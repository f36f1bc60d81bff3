import { callRpc } from '@runoff/platform/supabase';
import { isRecord, PollShapeError } from '@runoff/domain';

/** A list poll's turnout: how many on its list have voted (never how). */
export interface VoterTurnout {
  listed: number;
  voted: number;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The counts of get_voter_list's answer (its entries are the host's list page's, not read here). */
export function parseVoterTurnout(value: unknown): VoterTurnout {
  const listed = isRecord(value) ? count(value.listed) : null;
  const voted = isRecord(value) ? count(value.voted) : null;
  if (listed === null || voted === null) throw new PollShapeError('The server sent a voter list without its counts');
  return { listed, voted };
}

/** get_voter_list, for its host only (voters.not_host_read for anyone else). */
export async function getVoterTurnout(pollId: string): Promise<VoterTurnout> {
  return parseVoterTurnout(await callRpc('get_voter_list', { poll_id: pollId }));
}
