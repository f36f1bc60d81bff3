import { countBallots, countHeadToHead, type BallotGroup, type CountOption } from '@runoff/counting';
import { describe, expect, it } from 'vitest';
import { describeHeadToHead, describePair } from './describe-head-to-head';
import { createMessageFormat } from './format-message';

const named = (...names: string[]): CountOption[] => names.map((name, order) => ({ id: name, name, order }));
const format = createMessageFormat({ name: (id) => id });

function packed(options: CountOption[], ballots: BallotGroup[]) {
  const choices = ballots.flatMap((group) => group.ranking.map((id) => options.findIndex((o) => o.id === id)));
  const starts = [0];
  for (const group of ballots) starts.push(starts.at(-1)! + group.ranking.length);
  return { choices: Uint8Array.from(choices), starts: Uint32Array.from(starts), weights: Float64Array.from(ballots.map((g) => g.count)) };
}

function said(options: CountOption[], ballots: BallotGroup[], seats = 1): string {
  const table = countHeadToHead(options, packed(options, ballots));
  return format(describeHeadToHead(countBallots(options, ballots, { seats }), table));
}

describe('describeHeadToHead', () => {
  const options = named('A', 'B', 'C');
  // B beats A 7–4 and C 7–4 one on one, but has the fewest first choices: ranked choice elects A.
  const centre = [
    { ranking: ['A', 'B', 'C'], count: 4 },
    { ranking: ['C', 'B', 'A'], count: 4 },
    { ranking: ['B', 'A', 'C'], count: 2 },
    { ranking: ['B', 'C', 'A'], count: 1 },
  ];

  it('says when the Condorcet winner differs from the ranked-choice winner, which stays the result', () => {
    expect(countBallots(options, centre).winner).toBe('A');
    expect(said(options, centre)).toBe(
      'B beats every other option one on one (the Condorcet winner), but A wins the ranked-choice count, and that is the result: the two ways of counting can disagree.',
    );
  });

  it('agrees, finds none in a cycle, and speaks of the winners with several seats', () => {
    expect(said(options, [{ ranking: ['A', 'B'], count: 3 }, { ranking: ['B'], count: 1 }])).toBe(
      'A, the ranked-choice winner, also beats every other option one on one: it is the Condorcet winner.',
    );
    const cycle = [
      { ranking: ['A', 'B', 'C'], count: 3 },
      { ranking: ['B', 'C', 'A'], count: 3 },
      { ranking: ['C', 'A', 'B'], count: 3 },
    ];
    expect(said(options, cycle)).toBe('No option beats every other one on one: there is no Condorcet winner. The ranked-choice count decides, as always.');
    expect(said(options, centre, 2)).toBe(
      'B beats every other option one on one (the Condorcet winner), but A and C win the ranked-choice count, and that is the result: the two ways of counting can disagree.',
    );
    expect(said(options, [{ ranking: ['A', 'B'], count: 3 }, { ranking: ['B'], count: 1 }], 2)).toBe(
      'A beats every other option one on one (the Condorcet winner) and is one of the winners.',
    );
  });

  it('names a pair with both directions', () => {
    const table = countHeadToHead(options, packed(options, centre));
    expect(format(describePair(table, 1, 0))).toBe('B over A: 7 to 4');
  });
});
