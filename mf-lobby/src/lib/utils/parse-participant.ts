import type { Participant } from './participant';
import { isRecord, PollShapeError } from '@runoff/domain';

/** Checks one participant from a SQL function or a `participant_joined` event. */
export function parseParticipant(value: unknown): Participant {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') {
    throw new PollShapeError('The server sent a participant without an id');
  }
  return {
    id: value.id,
    pollId: typeof value.pollId === 'string' ? value.pollId : '',
    name: typeof value.name === 'string' ? value.name : '',
    joinedAt: typeof value.joinedAt === 'string' && value.joinedAt !== '' ? value.joinedAt : null,
    joinOrder: typeof value.joinOrder === 'number' && Number.isSafeInteger(value.joinOrder) ? value.joinOrder : null,
    hasVoted: value.hasVoted === true,
  };
}

export function parseParticipants(value: unknown): Participant[] {
  if (!Array.isArray(value)) throw new PollShapeError('The server sent no list of participants');
  return value.map(parseParticipant);
}
