import type { BallotGroup } from '@runoff/shared/counting';
import { isRecord } from './is-record';
import { POLL_STATUSES, type PollOption } from './poll';
import type { PollResults } from './poll-results';

/** Thrown when get_poll_results answers with something that is not the documented Results shape. */
export class ResultsShapeError extends Error {
  override name = 'ResultsShapeError';
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function parseOption(value: unknown, index: number): PollOption {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') {
    throw new ResultsShapeError(`The server sent an option without an id (position ${index})`);
  }
  // The spec reads an option's text also as `name`.
  const text = typeof value.text === 'string' ? value.text : typeof value.name === 'string' ? value.name : '';
  return { id: value.id, text: text || value.id, order: typeof value.order === 'number' ? value.order : index };
}

function parseBallotGroup(value: unknown, index: number): BallotGroup {
  if (!isRecord(value) || !Array.isArray(value.ranking) || !value.ranking.every((id) => typeof id === 'string')) {
    throw new ResultsShapeError(`The server sent a ballot without a ranking (entry ${index})`);
  }
  if (!isCount(value.count)) throw new ResultsShapeError(`The server sent a ballot entry without a count (entry ${index})`);
  return { ranking: value.ranking as string[], count: value.count };
}

/** Checks get_poll_results' answer: `{ poll, ballots: [{ ranking, count }], totalVotes, generatedAt }`. */
export function parsePollResults(value: unknown): PollResults {
  if (!isRecord(value) || !isRecord(value.poll)) throw new ResultsShapeError('The server sent no poll with the results');
  const { poll } = value;
  if (typeof poll.id !== 'string' || poll.id === '') throw new ResultsShapeError('The server sent a poll without an id');
  const status = POLL_STATUSES.find((s) => s === poll.status);
  if (!status) throw new ResultsShapeError(`Poll ${poll.id} has an unknown status: ${String(poll.status)}`);
  if (!Array.isArray(value.ballots)) throw new ResultsShapeError('The server sent no list of ballots');
  const options = Array.isArray(poll.options) ? poll.options.map(parseOption) : [];
  const ballots = value.ballots.map(parseBallotGroup);
  return {
    poll: {
      id: poll.id,
      title: typeof poll.title === 'string' ? poll.title : '',
      status,
      options: options.sort((a, b) => a.order - b.order),
    },
    ballots,
    totalVotes: isCount(value.totalVotes) ? value.totalVotes : ballots.reduce((sum, group) => sum + group.count, 0),
    generatedAt: typeof value.generatedAt === 'string' ? value.generatedAt : new Date().toISOString(),
  };
}
