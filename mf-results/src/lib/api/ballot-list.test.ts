import { parseBallotList } from './ballot-list';

const answer = {
  pollId: 'p1',
  trackers: true,
  publication: 'everyone',
  publishedAt: '2026-11-28T18:00:00.000Z',
  publishedFingerprint: 'f'.repeat(64),
  fingerprint: 'f'.repeat(64),
  options: [{ id: 'option_1', text: 'Ana' }],
  ballots: [{ tracker: '2XKM7QPA', ranking: ['option_1'], count: 1 }],
};

describe('parseBallotList', () => {
  it("reads get_ballot_list's answer", () => {
    expect(parseBallotList(answer)).toEqual(answer);
  });

  it('refuses a list that is not the documented shape rather than show part of it', () => {
    expect(() => parseBallotList(null)).toThrow('no ballot list');
    expect(() => parseBallotList({ ...answer, publication: 'some' })).toThrow('no ballot list');
    for (const ballot of [{ tracker: 'short', ranking: [], count: 1 }, { tracker: null, ranking: [1], count: 1 }, { tracker: null, ranking: [], count: 0 }]) {
      expect(() => parseBallotList({ ...answer, ballots: [ballot] })).toThrow('malformed ballot');
    }
  });
});
