import { isRecord } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';

/** check_ballot's answer (docs/database-api.md): the ballot as counted, or that the list holds no such tracker. */
export type CheckedBallot = { tracker: string; found: true; ranking: string[] } | { tracker: string; found: false };

function parseCheckedBallot(value: unknown): CheckedBallot {
  if (!isRecord(value) || typeof value.tracker !== 'string' || typeof value.found !== 'boolean') throw new Error('The server sent no answer about the ballot');
  if (!value.found) return { tracker: value.tracker, found: false };
  if (!Array.isArray(value.ranking) || !value.ranking.every((id) => typeof id === 'string')) throw new Error('The server sent a ballot without a ranking');
  return { tracker: value.tracker, found: true, ranking: value.ranking };
}

/** One ballot of the published list by its tracker (any case, spaces and dashes dropped by the server). */
export async function checkBallot(pollId: string, tracker: string): Promise<CheckedBallot> {
  return parseCheckedBallot(await callRpc('check_ballot', { poll_id: pollId, tracker }));
}
