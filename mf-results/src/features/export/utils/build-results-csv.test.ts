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
      'Round,Alien,Heat,Jaws,Winners,Eliminated,Explanation',
      // Each round in the words of the Rounds Breakdown (@runoff/explain).
      '1,3,3,1,,Jaws,"Alien 3, Heat 3, Jaws 1. No option reaches the quota of 4. Jaws has the fewest votes (1 vote) and is eliminated. The ballots of Jaws (1 vote) move to their next choice still in the count: 1 to Alien."',
      '2,4,3,,Alien,,"Alien 4, Heat 3. Alien reaches the quota of 4 with 4 votes and wins."',
      '',
    ]);
  });

  it('says there is no winner and names the tied options', () => {
    const lines = buildResultsCsv(countResults(tiedResults())).split('\r\n');
    expect(lines).toContain('Winners,None');
    expect(lines).toContain('Tie,Heads & Tails');
    expect(lines).toContain('1,1,1,,,"Heads 1, Tails 1. Heads and Tails have 1 vote each, below the quota of 2: nothing separates them, so the count ends in a tie."');
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
    expect(csv).toContain('Round,"\'=HYPERLINK(""http://x"")","Salt, pepper","Two\nlines",Winners,Eliminated,Explanation\r\n');
    expect(csv).toContain('Winner 1,"Salt, pepper"\r\n');
    expect(csv).toContain(`1,1,3,3,,"'=HYPERLINK(""http://x"")",`);
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
