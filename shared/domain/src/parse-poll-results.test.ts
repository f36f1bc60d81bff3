import { describe, expect, it } from 'vitest';
import { parsePollResults, ResultsShapeError } from './parse-poll-results';

const fromServer = {
  poll: {
    id: 'p1',
    title: 'Best film',
    status: 'completed',
    options: [
      { id: 'option_2', text: 'Heat', order: 1 },
      { id: 'option_1', text: 'Alien', order: 0 },
    ],
    createdBy: 'u1',
    participantCount: 3,
  },
  ballots: [
    { ranking: ['option_1', 'option_2'], count: 2 },
    { ranking: ['option_2', 'option_1'], count: 1 },
  ],
  totalVotes: 3,
  generatedAt: '2026-11-22T10:00:00.000Z',
};

describe('parsePollResults', () => {
  it('reads the documented Results shape, options in order', () => {
    const results = parsePollResults(fromServer);
    expect(results.poll.options.map((option) => option.text)).toEqual(['Alien', 'Heat']);
    expect(results.ballots).toEqual(fromServer.ballots);
    expect(results).toMatchObject({ totalVotes: 3, invalidBallots: 0, generatedAt: '2026-11-22T10:00:00.000Z' });
    expect(results.poll).toMatchObject({ id: 'p1', title: 'Best film', status: 'completed', seats: 1 });
    expect(parsePollResults({ ...fromServer, poll: { ...fromServer.poll, seats: 3 } }).poll.seats).toBe(3);
  });

  it('rejects what is not a poll result, naming the problem', () => {
    expect(() => parsePollResults(null)).toThrow(ResultsShapeError);
    expect(() => parsePollResults({ ...fromServer, ballots: undefined })).toThrow('no list of ballots');
    expect(() => parsePollResults({ ...fromServer, poll: { ...fromServer.poll, status: 'paused' } })).toThrow(
      'unknown status: paused',
    );
  });

  it('leaves out and reports a malformed ballot group instead of failing the page', () => {
    const results = parsePollResults({
      ...fromServer,
      ballots: [
        { ranking: [['option_2'], ['option_1']], count: 4 },
        { ranking: 'option_1', count: 1 },
        { ranking: ['option_1', 'option_2'], count: -1 },
        ...fromServer.ballots,
      ],
      invalidBallots: 2,
    });
    expect(results.ballots).toEqual(fromServer.ballots);
    expect(results.invalidBallots).toBe(2 + 4 + 1 + 1);
  });

  it('reads the answer given while voting is open: the total and no groups', () => {
    const results = parsePollResults({ ...fromServer, poll: { ...fromServer.poll, status: 'voting' }, ballots: [], totalVotes: 3 });
    expect(results).toMatchObject({ ballots: [], totalVotes: 3, invalidBallots: 0, poll: { status: 'voting' } });
  });

  it('keeps the published ballot list (issue 27) and the trackers setting, and no malformed list', () => {
    const fingerprint = 'a'.repeat(64);
    const published = parsePollResults({
      ...fromServer,
      poll: { ...fromServer.poll, trackers: true },
      ballotList: { publication: 'everyone', publishedAt: '2026-11-28T18:00:00.000Z', fingerprint },
    });
    expect(published.ballotList).toEqual({ publication: 'everyone', publishedAt: '2026-11-28T18:00:00.000Z', fingerprint });
    expect(published.poll).toMatchObject({ trackers: true, createdBy: 'u1' });
    expect(parsePollResults(fromServer).ballotList).toBeUndefined();
    for (const ballotList of [null, { publication: 'none', fingerprint }, { publication: 'everyone', fingerprint: 'xyz' }, { publication: 'everyone' }]) {
      expect(parsePollResults({ ...fromServer, ballotList }).ballotList).toBeUndefined();
    }
  });
});
