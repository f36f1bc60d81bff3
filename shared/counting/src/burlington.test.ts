import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countBallots } from './count-ballots';
import type { BallotGroup, CountOption } from './types';

const fixtures = path.join(import.meta.dirname, '..', 'tests', 'fixtures');

interface Expected {
  totalVotes: number;
  quota: number;
  winner: string;
  tie: null;
  rounds: Array<{ round: number; counts: Record<string, number>; eliminated: string[]; winners: string[] }>;
}

/** The real ballots, grouped by identical ranking as the database returns them. */
function loadBurlington(): { options: CountOption[]; ballots: BallotGroup[] } {
  const [, ...rows] = fs.readFileSync(path.join(fixtures, 'burlington-2009-mayor.csv'), 'utf8').trim().split('\n');
  const names: string[] = [];
  const groups = new Map<string, number>();
  for (const row of rows) {
    const ranking = row.split(',').slice(1).map((cell) => cell.trim()).filter(Boolean);
    for (const name of ranking) if (!names.includes(name)) names.push(name);
    const key = ranking.join('\u0000');
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return {
    options: names.map((name, order) => ({ id: name, name, order })),
    ballots: [...groups].map(([key, count]) => ({ ranking: key ? key.split('\u0000') : [], count })),
  };
}

describe('the Burlington 2009 mayoral election', () => {
  it('reproduces every round of the expected count', () => {
    const expected = JSON.parse(fs.readFileSync(path.join(fixtures, 'burlington-2009-mayor.expected.json'), 'utf8')) as Expected;
    const { options, ballots } = loadBurlington();
    const result = countBallots(options, ballots);

    expect(result.totalVotes).toBe(expected.totalVotes);
    expect(result.quota).toBe(expected.quota);
    expect(result.winner).toBe(expected.winner);
    expect(result.tie).toBe(expected.tie);
    expect(result.rounds.map(({ round, counts, eliminated, winners }) => ({ round, counts, eliminated, winners }))).toEqual(expected.rounds);
    // 607 ballots exhausted by the final pairing, as published.
    expect(result.rounds[4]?.exhausted).toBe(expected.totalVotes - 4313 - 4060);
  });

  it('under the continuing rule Kiss wins in round 5, with 4,313 of the 8,373 continuing ballots', () => {
    const { options, ballots } = loadBurlington();
    const result = countBallots(options, ballots, { threshold: 'continuing' });
    expect(result.winner).toBe('Bob Kiss');
    expect(result.rounds).toHaveLength(5);
    expect(result.rounds[4]).toMatchObject({ counts: { 'Bob Kiss': 4313, 'Kurt Wright': 4060 }, exhausted: 603, quota: 4187, winners: ['Bob Kiss'] });
  });
});
