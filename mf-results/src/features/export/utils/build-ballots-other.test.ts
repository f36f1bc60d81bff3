import type { PollResults } from '@runoff/domain';
import { ballotsFileNameAs, buildBallotsBlt, buildBallotsCdf } from './build-ballots-other';

const results = (): Pick<PollResults, 'poll' | 'ballots'> => ({
  poll: {
    id: 'p-1',
    title: 'Fruit "for" the picnic',
    status: 'completed',
    options: ['Apples', 'Bananas', 'Cherries'].map((text, order) => ({ id: `option_${order + 1}`, text, order })),
    seats: 1,
    countingMethod: 'schulze',
  },
  ballots: [
    { ranking: ['option_3', 'option_2', 'option_1'], count: 4 },
    { ranking: ['option_1', 'option_2'], count: 5 },
    { ranking: ['option_2', 'unknown'], count: 2 },
    { ranking: ['option_1', 'option_3', 'option_2'], count: 0 },
  ],
});

describe('Export Ballots as BLT (issue 31)', () => {
  it('writes the options and seats, a weighted line a group, the names and the title', () => {
    expect(buildBallotsBlt(results()).split('\n')).toEqual([
      '3 1',
      '5 1 2 0',
      '2 2 0',
      '4 3 2 1 0',
      '0',
      '"Apples"',
      '"Bananas"',
      '"Cherries"',
      // A BLT name cannot hold a quote.
      '"Fruit \u201Dfor\u201D the picnic"',
      '',
    ]);
  });
});

describe('Export Ballots as CDF (issue 31)', () => {
  it('writes one contest, a selection a candidate, and one CVR a ballot at its ranks', () => {
    const report = JSON.parse(buildBallotsCdf(results())) as {
      Election: { Candidate: { '@id': string; Name: string }[]; Contest: { Name: string; NumberElected: number; ContestSelection: { '@id': string; CandidateIds: string[] }[] }[] }[];
      CVR: { CurrentSnapshotId: string; CVRSnapshot: { '@id': string; CVRContest: { CVRContestSelection: { ContestSelectionId: string; SelectionPosition: { Rank: number }[] }[] }[] }[] }[];
    };
    const [election] = report.Election;
    expect(election!.Candidate.map((c) => c.Name)).toEqual(['Apples', 'Bananas', 'Cherries']);
    expect(election!.Contest[0]).toMatchObject({ Name: 'Fruit "for" the picnic', NumberElected: 1 });
    expect(election!.Contest[0]!.ContestSelection.map((s) => s.CandidateIds[0])).toEqual(election!.Candidate.map((c) => c['@id']));
    expect(report.CVR).toHaveLength(11);
    const ranks = report.CVR.map((cvr) => {
      const snapshot = cvr.CVRSnapshot.find((s) => s['@id'] === cvr.CurrentSnapshotId)!;
      return snapshot.CVRContest[0]!.CVRContestSelection.map((s) => `${s.ContestSelectionId}@${s.SelectionPosition[0]!.Rank}`).join(' ');
    });
    expect(ranks.filter((r) => r === 'selection-1@1 selection-2@2')).toHaveLength(5);
    expect(ranks.filter((r) => r === 'selection-3@1 selection-2@2 selection-1@3')).toHaveLength(4);
    expect(ranks.filter((r) => r === 'selection-2@1')).toHaveLength(2);
  });

  it('names the files after the poll, as the CSV', () => {
    expect(ballotsFileNameAs('p-1/../x', 'blt')).toBe('poll-ballots-p-1x.blt');
    expect(ballotsFileNameAs('p-1', 'cdf')).toBe('poll-ballots-p-1.cdf.json');
  });
});
