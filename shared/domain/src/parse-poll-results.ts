import type { BallotGroup } from '@runoff/counting';
import { isRecord } from './is-record';
import { parseElectionSettings } from './parse-poll';
import { POLL_STATUSES, type PollOption } from './poll';
import type { PollResults, PublishedBallotList } from './poll-results';

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

/** A well-shaped ballot group: `{ ranking: string[], count }` with a whole, non-negative count. */
export function isBallotGroup(value: unknown): value is BallotGroup {
  return isRecord(value) && Array.isArray(value.ranking) && value.ranking.every((id) => typeof id === 'string') && isCount(value.count);
}

/** How many ballots a malformed group stands for in invalidBallots: its count when it has one, else 1. */
export function malformedWeight(group: unknown): number {
  return isRecord(group) && isCount(group.count) ? group.count : 1;
}

/** Checks get_poll_results' answer: `{ poll, ballots: [{ ranking, count }], totalVotes, invalidBallots, generatedAt }`. */
export function parsePollResults(value: unknown): PollResults {
  if (!isRecord(value) || !isRecord(value.poll)) throw new ResultsShapeError('The server sent no poll with the results');
  const { poll } = value;
  if (typeof poll.id !== 'string' || poll.id === '') throw new ResultsShapeError('The server sent a poll without an id');
  const status = POLL_STATUSES.find((s) => s === poll.status);
  if (!status) throw new ResultsShapeError(`Poll ${poll.id} has an unknown status: ${String(poll.status)}`);
  if (!Array.isArray(value.ballots)) throw new ResultsShapeError('The server sent no list of ballots');
  const options = Array.isArray(poll.options) ? poll.options.map(parseOption) : [];
  // A group that is not {ranking: string[], count} is left out and reported, never a dead results page
  // (the database already leaves such rows out; this guards the page against any other server).
  const ballots = value.ballots.filter(isBallotGroup).map((group) => ({ ranking: group.ranking, count: group.count }));
  const malformed = value.ballots.filter((group) => !isBallotGroup(group)).reduce<number>((sum, group) => sum + malformedWeight(group), 0);
  return {
    poll: {
      id: poll.id,
      title: typeof poll.title === 'string' ? poll.title : '',
      status,
      options: options.sort((a, b) => a.order - b.order),
      seats: parseElectionSettings(poll).seats,
      countingMethod: parseElectionSettings(poll).countingMethod,
      ...(typeof poll.createdBy === 'string' ? { createdBy: poll.createdBy } : {}),
      ...(typeof poll.trackers === 'boolean' ? { trackers: poll.trackers } : {}),
    },
    ballots,
    totalVotes: isCount(value.totalVotes) ? value.totalVotes : ballots.reduce((sum, group) => sum + group.count, 0),
    invalidBallots: (isCount(value.invalidBallots) ? value.invalidBallots : 0) + malformed,
    generatedAt: typeof value.generatedAt === 'string' ? value.generatedAt : new Date().toISOString(),
    ...publishedList(value.ballotList),
  };
}

/** get_poll_results' `ballotList` once published; anything else (absent, malformed) is no published list. */
function publishedList(value: unknown): { ballotList?: PublishedBallotList } {
  if (!isRecord(value) || typeof value.fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(value.fingerprint)) return {};
  if (value.publication !== 'participants' && value.publication !== 'everyone') return {};
  return { ballotList: { publication: value.publication, publishedAt: typeof value.publishedAt === 'string' ? value.publishedAt : null, fingerprint: value.fingerprint } };
}
