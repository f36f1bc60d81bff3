import { countResults } from '../../../../tests/support/count-results';
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
      'Round,Ada,Bo,Cy,Di,Winners,Eliminated,Exhausted,Explanation',
      `1,4,0,2,1,Ada,,0,"Ada 4, Cy 2, Di 1, Bo 0. Ada reaches the quota of 3 with 4 votes and is elected. The surplus of Ada (1 vote above the quota) passes on at 0.25 of each ballot's value: 1 to Bo."`,
      `2,3,1,2,1,,Di,0,"Ada 3, Cy 2, Bo 1, Di 1. No option still to be elected reaches the quota of 3. Bo and Di tie for the fewest votes (1 vote each). The poll's option order breaks the tie: Di, the later option, is eliminated. The ballots of Di (1 vote) move to their next choice still in the count: 1 exhausted (no further choice)."`,
      `3,3,1,2,,,Bo,1,"Ada 3, Cy 2, Bo 1. No option still to be elected reaches the quota of 3. Bo has the fewest votes (1 vote) and is eliminated. The ballots of Bo (1 vote) move to their next choice still in the count: 1 exhausted (no further choice). 1 vote is exhausted so far: its ballot ranks no option still in the count."`,
      `4,3,,2,,Cy,,2,"Ada 3, Cy 2. Cy is elected without reaching the quota of 3: no more options remain in the count than seats to fill. Cy has no votes above the quota to pass on. 2 votes are exhausted so far: their ballots rank no option still in the count."`,
      `5,3,,2,,,,2,"Ada 3, Cy 2. Every seat is filled. The final tally: each winner keeps the quota of 3 at most. 2 votes are exhausted so far: their ballots rank no option still in the count."`,
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
