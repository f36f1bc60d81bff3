import { countResults } from '../../../lib/count-results';
import { buildResultsCsv, csvCell, reportFileName } from './build-results-csv';
import { filmResults, tiedResults } from '@runoff/test-utils';

describe('buildResultsCsv', () => {
  it('writes the header block, then one row per round with options sorted by name', () => {
    expect(buildResultsCsv(countResults(filmResults())).split('\r\n')).toEqual([
      'Ranked Choice Voting Results',
      'Generated,2026-11-22T10:00:00.000Z',
      'Total Votes,7',
      'Quota,4',
      'Winner 1,Alien',
      '',
      'Round,Alien,Heat,Jaws,Winners,Eliminated',
      '1,3,3,1,,Jaws',
      '2,4,3,,Alien,',
      '',
    ]);
  });

  it('numbers the winners of a poll with several seats in order of election, with each round\'s exhausted votes', () => {
    const options = ['Ada', 'Bo', 'Cy', 'Di'].map((text, order) => ({ id: `option_${order + 1}`, text, order }));
    const csv = buildResultsCsv(
      countResults({
        poll: { id: 'p', title: 'Board', status: 'completed', options, seats: 2 },
        ballots: [
          { ranking: ['option_1', 'option_2'], count: 4 },
          { ranking: ['option_3'], count: 2 },
          { ranking: ['option_4'], count: 1 },
        ],
        totalVotes: 7,
        generatedAt: '2026-11-27T00:00:00.000Z',
      }),
    );
    // Di's ballot is exhausted from round 3, Bo's four (at 0.25 each) from round 4; Cy, the last option left, takes the second seat.
    expect(csv.split('\r\n')).toEqual([
      'Ranked Choice Voting Results',
      'Generated,2026-11-27T00:00:00.000Z',
      'Total Votes,7',
      'Seats,2',
      'Quota,3',
      'Winner 1,Ada',
      'Winner 2,Cy',
      '',
      'Round,Ada,Bo,Cy,Di,Winners,Eliminated,Exhausted',
      '1,4,0,2,1,Ada,,0',
      '2,3,1,2,1,,Di,0',
      '3,3,1,2,,,Bo,1',
      '4,3,,2,,Cy,,2',
      '5,3,,2,,,,2',
      '',
    ]);
  });

  it('says there is no winner and names the tied options', () => {
    const lines = buildResultsCsv(countResults(tiedResults())).split('\r\n');
    expect(lines).toContain('Winners,None');
    expect(lines).toContain('Tie,Heads & Tails');
    expect(lines).toContain('1,1,1,,');
  });

  it('escapes option names with quotes, commas and newlines, and defuses formulas', () => {
    const results = filmResults();
    results.poll.options = [
      { id: 'option_1', text: '=HYPERLINK("http://x")', order: 0 },
      { id: 'option_2', text: 'Salt, pepper', order: 1 },
      { id: 'option_3', text: 'Two\nlines', order: 2 },
    ];
    const csv = buildResultsCsv(countResults(results));
    // Sorted by the names as written: '=' sorts before letters.
    expect(csv).toContain('Round,"\'=HYPERLINK(""http://x"")","Salt, pepper","Two\nlines",Winners,Eliminated\r\n');
    expect(csv).toContain('Winner 1,"Salt, pepper"\r\n');
    expect(csv).toContain(`1,1,3,3,,"'=HYPERLINK(""http://x"")"\r\n`);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['say "hi"', '"say ""hi"""'],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=1,2', `"'=1,2"`],
    ['\tx', "'\tx"],
    ['a\r\nb', '"a\r\nb"'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as they are', () => {
    expect(csvCell(12)).toBe('12');
  });
});

describe('reportFileName', () => {
  it('is poll-results-{pollId}.csv', () => {
    expect(reportFileName('3f2b-77')).toBe('poll-results-3f2b-77.csv');
    expect(reportFileName('../x')).toBe('poll-results-x.csv');
  });
});
