import { callRpc } from '@runoff/platform/supabase';
import { isRecord } from '@runoff/domain';
import { parseRoomSummary, parseYou, roomTopicOf, type ListedParticipant, type RoomSummary } from '../utils/room-summary';

/**
 * The room as a participant sees it, this browser's own row and the room's current topic
 * (`poll:<id>:<epoch>`, which changes when the host removes someone) (get_room_summary: members only).
 */
export async function getRoomSummary(pollId: string): Promise<{ summary: RoomSummary; you: ListedParticipant | null; topic: string | null }> {
  const answer = await callRpc('get_room_summary', { poll_id: pollId });
  return { summary: parseRoomSummary(answer), you: parseYou(answer), topic: roomTopicOf(pollId, isRecord(answer) ? answer.topic : null) };
}

/**
 * Host only: pushes the room's summary if it changed and the budget allows; otherwise the milliseconds
 * after which to ask again, or null when nothing is waiting.
 */
export async function flushRoomSummary(pollId: string): Promise<number | null> {
  const answer = await callRpc('flush_room_summary', { poll_id: pollId });
  const retry = isRecord(answer) ? answer.retryInMs : null;
  return typeof retry === 'number' && retry >= 0 ? retry : null;
}
