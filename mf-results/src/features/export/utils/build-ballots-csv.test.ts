import { describe, expect, it } from 'vitest';
import type { PollResults } from '@runoff/domain';
import { ballotsFileName, buildBallotsCsv } from './build-ballots-csv';

function results(options: string[], ballots: PollResults['ballots'], seats = 1): Pick<PollResults, 'poll' | 'ballots'> {
  return {
    poll: {
      id: 'poll-1',
      title: 'Lunch',
      status: 'completed',
      options: options.map((text, i) => ({ id: `option_${i + 1}`, text, order: i })),
      seats,
      countingMethod: 'irv',
    },
    ballots,
  };
}

describe('buildBallotsCsv', () => {
  it('writes one row per ballot with option names, expanding each ranking group by its count', () => {
    const csv = buildBallotsCsv(
      results(['Pizza', 'Sushi', 'Tacos'], [
        { ranking: ['option_2', 'option_1', 'option_3'], count: 1 },
        { ranking: ['option_1', 'option_3', 'option_2'], count: 2 },
      ]),
    );
    expect(csv).toBe(
      'ballot_id,rank1,rank2,rank3\r\n' +
        '1,Pizza,Tacos,Sushi\r\n' +
        '2,Pizza,Tacos,Sushi\r\n' +
        '3,Sushi,Pizza,Tacos\r\n',
    );
  });

  it('numbers ballots in order of their ranking, whatever order the groups came in', () => {
    const a = { ranking: ['option_1', 'option_2'], count: 1 };
    const b = { ranking: ['option_2', 'option_1'], count: 1 };
    expect(buildBallotsCsv(results(['A', 'B'], [b, a]))).toBe(buildBallotsCsv(results(['A', 'B'], [a, b])));
  });

  it('quotes as RFC 4180 asks: commas, quotes and line breaks', () => {
    const csv = buildBallotsCsv(results(['Salt, pepper', 'The "best"', 'Two\nlines'], [{ ranking: ['option_1', 'option_2', 'option_3'], count: 1 }]));
    expect(csv.split('\r\n')[1]).toBe('1,"Salt, pepper","The ""best""","Two\nlines"');
  });

  it('defuses names a spreadsheet would run as formulas, reversibly (restoreBallotCell)', () => {
    const csv = buildBallotsCsv(results(['=1+1', "'=x", 'Crème brûlée'], [{ ranking: ['option_1', 'option_2', 'option_3'], count: 1 }]));
    expect(csv.split('\r\n')[1]).toBe(`1,'=1+1,''=x,Crème brûlée`);
  });

  it('leaves the trailing cells of a shorter ranking empty', () => {
    const csv = buildBallotsCsv(results(['A', 'B', 'C'], [{ ranking: ['option_3'], count: 1 }]));
    expect(csv).toBe('ballot_id,rank1,rank2,rank3\r\n1,C,,\r\n');
  });

  it('has only the header when nobody voted, and nothing that identifies a voter', () => {
    expect(buildBallotsCsv(results(['A', 'B'], []))).toBe('ballot_id,rank1,rank2\r\n');
  });

  it('names the file after the poll, with only id characters', () => {
    expect(ballotsFileName('0b1c-AZ_9/../x')).toBe('poll-ballots-0b1c-AZ_9x.csv');
  });
});
