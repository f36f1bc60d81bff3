import { COUNT_METHODS } from '@runoff/counting';
import { isRecord } from './is-record';
import { POLL_STATUSES, POLL_VOTERS, type ElectionSettings, type Poll, type PollOption, type PollVoters } from './poll';

/** Thrown when a SQL function answers with something that is not the documented poll shape. */
export class PollShapeError extends Error {
  override name = 'PollShapeError';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/**
 * seats, minRanked, shuffleBallots and countingMethod; a server that sends none (an older one) gives the
 * defaults. A method this page does not know is counted as the instant runoff, the spec's rule.
 */
export function parseElectionSettings(value: Record<string, unknown>): ElectionSettings {
  return {
    seats: positiveInteger(value.seats) ?? 1,
    minRanked: positiveInteger(value.minRanked),
    shuffleBallots: value.shuffleBallots !== false,
    countingMethod: COUNT_METHODS.find((method) => method === value.countingMethod) ?? 'irv',
  };
}

/** Who may vote; a server that sends none (an older one) says it with accountsOnly alone. */
function parseVoters(value: Record<string, unknown>): PollVoters {
  return POLL_VOTERS.find((kind) => kind === value.voters) ?? (value.accountsOnly === true ? 'accounts' : 'anyone');
}

function parseOption(value: unknown, index: number): PollOption {
  if (!isRecord(value) || typeof value.id !== 'string') {
    throw new PollShapeError(`The server sent an option without an id (position ${index})`);
  }
  return {
    id: value.id,
    // The spec reads an option's text also as `name`.
    text: text(value.text) || text(value.name),
    order: typeof value.order === 'number' ? value.order : index,
  };
}

/**
 * Checks one poll from the server. Required fields (id, title, createdBy, status) must be there; the
 * display-only ones fall back (dates to null, so the screens show Unknown Date) rather than failing the page.
 */
export function parsePoll(value: unknown): Poll {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') {
    throw new PollShapeError('The server sent a poll without an id');
  }
  if (typeof value.createdBy !== 'string') throw new PollShapeError(`Poll ${value.id} has no creator`);
  const status = POLL_STATUSES.find((s) => s === value.status);
  if (!status) throw new PollShapeError(`Poll ${value.id} has an unknown status: ${String(value.status)}`);
  const options = Array.isArray(value.options) ? value.options.map(parseOption) : [];
  return {
    id: value.id,
    title: text(value.title),
    description: text(value.description),
    category: text(value.category),
    options: options.sort((a, b) => a.order - b.order),
    createdBy: value.createdBy,
    createdAt: optionalText(value.createdAt),
    updatedAt: optionalText(value.updatedAt),
    isActive: value.isActive === true,
    status,
    participantCount: typeof value.participantCount === 'number' ? value.participantCount : 0,
    expiresAt: optionalText(value.expiresAt),
    ...parseElectionSettings(value),
    voters: parseVoters(value),
    // An older server sends none: no trackers, the spec's default.
    trackers: value.trackers === true,
  };
}

export function parsePolls(value: unknown): Poll[] {
  if (!Array.isArray(value)) throw new PollShapeError('The server sent no list of polls');
  return value.map(parsePoll);
}
