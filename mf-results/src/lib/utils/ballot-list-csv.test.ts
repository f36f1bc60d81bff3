import { restoreBallotCell } from '@runoff/domain';
import { ballotListFileName, buildBallotListCsv } from './ballot-list-csv';

const options = [
  { id: 'option_1', text: 'Ana' },
  { id: 'option_2', text: '=Ben, "B"' },
  { id: 'option_3', text: 'Cleo' },
];

describe('buildBallotListCsv', () => {
  it('writes ballot_id,tracker,rank1,… in the list order, names defused and quoted, a short ranking padded', () => {
    const csv = buildBallotListCsv({
      trackers: true,
      options,
      ballots: [
        { tracker: '2XKM7QPA', ranking: ['option_1', 'option_3'], count: 1 },
        { tracker: '4HJN9RTE', ranking: ['option_2', 'option_1', 'option_3'], count: 1 },
      ],
    });
    expect(csv).toBe('ballot_id,tracker,rank1,rank2,rank3\r\n1,2XKM7QPA,Ana,Cleo,\r\n2,4HJN9RTE,"\'=Ben, ""B""",Ana,Cleo\r\n');
    // The defused cell reads back as the option's own text (what tabulate hashes).
    expect(restoreBallotCell('\'=Ben, "B"')).toBe('=Ben, "B"');
  });

  it("expands an untracked poll's groups with no tracker column, as Export Ballots does", () => {
    const csv = buildBallotListCsv({ trackers: false, options, ballots: [{ tracker: null, ranking: ['option_3', 'option_1'], count: 2 }] });
    expect(csv.split('\r\n')).toEqual(['ballot_id,rank1,rank2,rank3', '1,Cleo,Ana,', '2,Cleo,Ana,', '']);
  });

  it('names the file after the poll id, anything but id characters taken out', () => {
    expect(ballotListFileName('p/../1')).toBe('poll-ballot-list-p1.csv');
  });
});
