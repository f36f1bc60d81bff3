import { isRecord, POLL_STATUSES, PollShapeError, type PollStatus } from '@runoff/domain';
import { parseParticipant } from '../../../lib/utils/parse-participant';
import type { Participant } from '../../../lib/utils/participant';
import type { ParticipantLabel } from '../../../lib/utils/participant-labels';

/** A participant as a summary lists them: with their "Participant {n}" number when they gave no name. */
export interface ListedParticipant extends Participant {
  number: number | null;
}

/**
 * The room as a participant's lobby knows it: the database's `room_summary` (pushed on poll:<id>) or
 * get_room_summary's answer (docs/database-api.md, "Realtime").
 */
export interface RoomSummary {
  status: PollStatus;
  joined: number;
  voted: number;
  /** `newest` holds everyone (small rooms); otherwise the newest few. */
  complete: boolean;
  /** Oldest first. */
  newest: ListedParticipant[];
  /** When the database read it (ISO): of two summaries the later one wins, whatever order they arrive in. */
  at: string;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function parseListed(value: unknown): ListedParticipant {
  const number = isRecord(value) && typeof value.number === 'number' && value.number > 0 ? value.number : null;
  return { ...parseParticipant(value), number };
}

export function parseRoomSummary(value: unknown): RoomSummary {
  if (!isRecord(value) || !Array.isArray(value.newest) || typeof value.at !== 'string') {
    throw new PollShapeError('The server sent no room summary');
  }
  const status = POLL_STATUSES.find((s) => s === value.status);
  if (!status) throw new PollShapeError(`The room summary has an unknown status: ${String(value.status)}`);
  return { status, joined: count(value.joined), voted: count(value.voted), complete: value.complete === true, newest: value.newest.map(parseListed), at: value.at };
}

/** get_room_summary's `you`: this browser's participant, or null (the host, or not joined). */
export function parseYou(value: unknown): ListedParticipant | null {
  return isRecord(value) && isRecord(value.you) ? parseListed(value.you) : null;
}

/** The summary to show: the one read last by the database (a slow answer must not undo a newer push). */
export function laterSummary(shown: RoomSummary | null, arrived: RoomSummary): RoomSummary {
  return shown && Date.parse(shown.at) > Date.parse(arrived.at) ? shown : arrived;
}

/** The spec's label for a listed participant: the name, or Participant {n} with # (participant-labels.ts). */
export function listedLabel(participant: ListedParticipant, numbered: (n: number) => string = (n) => `Participant ${n}`): ParticipantLabel {
  if (participant.number !== null) return { name: numbered(participant.number), initial: '#' };
  return { name: participant.name, initial: participant.name.charAt(0).toUpperCase() || '#' };
}

export interface RoomRows {
  /** This browser's participant first (when known), then the newest, without repeating it. */
  rows: ListedParticipant[];
  /** People in the room not shown: "+N more". */
  more: number;
}

/**
 * What a participant's list shows: everyone in a small room, in joining order; in a larger one their own
 * row, the newest names and "+N more" for the rest (docs/decisions.md, "A participant's list").
 */
export function roomRows(summary: RoomSummary, you: ListedParticipant | null): RoomRows {
  if (summary.complete) return { rows: summary.newest, more: 0 };
  const others = you ? summary.newest.filter((p) => p.id !== you.id) : summary.newest;
  const rows = you ? [you, ...others] : others;
  return { rows, more: Math.max(0, summary.joined - rows.length) };
}

/** A room topic of this poll (`poll:<id>:<epoch>`), or null for anything else (an older database sends none). */
export function roomTopicOf(pollId: string, value: unknown): string | null {
  return typeof value === 'string' && value.startsWith(`poll:${pollId}:`) ? value : null;
}
