import { describe, expect, it } from 'vitest';
import { filmResults } from '@runoff/test-utils';
import type { PollResults } from '@runoff/domain';
import { countResults } from '../../../../tests/support/count-results';
import { buildBallotsCsv } from './build-ballots-csv';
import { buildResultsCsv } from './build-results-csv';
import { buildSessionBallotsCsv, buildSessionResultsCsv, csvRecords, sessionFileName } from './build-session-csv';

function lunch(): PollResults {
  const options = ['Pizza, hot', 'Sushi', 'Tacos', '=Soup'].map((text, order) => ({ id: `option_${order + 1}`, text, order }));
  return filmResults({
    poll: { id: 'q2', title: 'Lunch', status: 'completed', options, seats: 2, countingMethod: 'irv' },
    ballots: [
      { ranking: ['option_1', 'option_2'], count: 3 },
      { ranking: ['option_4'], count: 1 },
      { ranking: ['option_3', 'option_1', 'option_2', 'option_4'], count: 2 },
    ],
    totalVotes: 6,
  });
}

const questions = () => [
  { number: 1, title: 'Film night', counted: countResults(filmResults()) },
  { number: 2, title: 'Lunch', counted: countResults(lunch()) },
  { number: 3, title: 'Next, "steps"', counted: null },
];

describe('csvRecords', () => {
  it('splits at line ends outside quotes and counts the fields outside quotes', () => {
    expect(csvRecords('a,"b,\r\nc",d\r\n\r\n"x ""y"",z"\r\n')).toEqual([
      { text: 'a,"b,\r\nc",d', fields: 3 },
      { text: '', fields: 1 },
      { text: '"x ""y"",z"', fields: 1 },
    ]);
  });
});

describe('the session report files (issue 32)', () => {
  it("holds each question's own report, every line behind its question, and says which have no results yet", () => {
    const csv = buildSessionResultsCsv(questions());
    const lines = csvRecords(csv).map((record) => record.text);
    expect(lines[0]).toBe('Question');
    // Each question's part is exactly the poll's own Export Report with the question in front.
    const film = csvRecords(buildResultsCsv(countResults(filmResults()))).map((r) => (r.text === '' ? '1. Film night' : `1. Film night,${r.text}`));
    expect(lines.slice(1, 1 + film.length)).toEqual(film);
    const lunchLines = lines.filter((line) => line.startsWith('2. Lunch'));
    expect(lunchLines).toContain('2. Lunch,Winner 1,"Pizza, hot"');
    expect(lunchLines.some((line) => line.startsWith('2. Lunch,Winner 2,'))).toBe(true);
    expect(lines.at(-1)).toBe('"3. Next, ""steps""",No results yet');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('holds every ballot of every question in one file, padded to the widest question', () => {
    const csv = buildSessionBallotsCsv(questions());
    const lines = csvRecords(csv);
    expect(lines[0]!.text).toBe('question,ballot_id,rank1,rank2,rank3,rank4');
    expect(new Set(lines.map((line) => line.fields))).toEqual(new Set([6]));
    const film = filmResults();
    const filmBallots = film.ballots.reduce((sum, group) => sum + group.count, 0);
    expect(lines.filter((line) => line.text.startsWith('1. Film night,'))).toHaveLength(filmBallots);
    // The second question's rows are its own Export Ballots rows, option names defused as there.
    const own = csvRecords(buildBallotsCsv(lunch())).slice(1).map((r) => `2. Lunch,${r.text}`);
    expect(lines.filter((line) => line.text.startsWith('2. Lunch,')).map((line) => line.text)).toEqual(own);
    expect(csv).toContain(`'=Soup`);
    expect(lines.some((line) => line.text.startsWith('"3.'))).toBe(false);
  });

  it('names the files after the session id, anything but id characters taken out', () => {
    expect(sessionFileName('ab-12/../x', 'results')).toBe('session-results-ab-12x.csv');
    expect(sessionFileName('s1', 'ballots')).toBe('session-ballots-s1.csv');
  });
});
