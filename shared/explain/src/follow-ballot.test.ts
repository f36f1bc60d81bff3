import { countBallots, type BallotGroup, type CountOption, type CountRules } from '@runoff/counting';
import { describe, expect, it } from 'vitest';
import { createMessageFormat } from './format-message';
import { describeBallot, followBallot } from './follow-ballot';

const named = (...names: string[]): CountOption[] => names.map((name) => ({ id: name, name, order: names.indexOf(name) }));
const ballot = (count: number, ...ranking: string[]): BallotGroup => ({ ranking, count });

function story(options: CountOption[], ballots: BallotGroup[], ranking: string[], rules?: CountRules): string[] {
  const result = countBallots(options, ballots, rules);
  const format = createMessageFormat({ name: (id) => id });
  const { rounds, summary } = describeBallot(result, ranking);
  return [...rounds, ...summary].map(format);
}

describe('followBallot, one seat', () => {
  const options = named('Alien', 'Heat', 'Jaws', 'Up');
  // Quota 9 of 16: Up goes, then Jaws (3 ballots to Alien, 1 to Heat); Alien wins in round 3 with 10.
  const ballots = [ballot(7, 'Alien'), ballot(5, 'Heat', 'Alien'), ballot(3, 'Jaws', 'Alien'), ballot(1, 'Up', 'Jaws', 'Heat', 'Alien')];

  it('moves on when its option is eliminated and ends with the winner', () => {
    expect(story(options, ballots, ['Up', 'Jaws', 'Alien'])).toEqual([
      'Round 1: counted for Up.',
      'Round 2: moved to Jaws when Up was eliminated.',
      'Round 3: moved to Alien when Jaws was eliminated.',
      'Your vote is still with Alien, the winner.',
    ]);
  });

  it('skips options already out and is exhausted when nobody it ranks is left', () => {
    expect(story(options, ballots, ['Up', 'Jaws'])).toEqual([
      'Round 1: counted for Up.',
      'Round 2: moved to Jaws when Up was eliminated.',
      'Round 3: exhausted when Jaws was eliminated, as your ballot ranks no option still in the count.',
      'Your ballot was exhausted before the count ended: it ranks no option that was still in the count.',
    ]);
    const path = followBallot(countBallots(options, ballots), ['Jaws', 'Up', 'Heat']);
    expect(path.rounds.map((r) => [r.option, r.event, r.from, r.value])).toEqual([
      ['Jaws', 'first', null, 1],
      ['Jaws', 'stays', null, 1],
      ['Heat', 'moved', 'Jaws', 1],
    ]);
  });

  it('a vote still with a loser when the count ends; unknown options are skipped; a ranking of nobody has no path', () => {
    expect(story(options, ballots, ['Nobody', 'Heat'])).toEqual([
      'Round 1: counted for Heat.',
      'Round 2: still counted for Heat.',
      'Round 3: still counted for Heat.',
      'Your vote was still with Heat when the count ended; Alien won.',
    ]);
    expect(story(options, ballots, ['Nobody'])).toEqual(['Your ballot ranks no option of this poll.']);
  });

  it('a vote with one of the options tied at the end', () => {
    expect(story(named('A', 'B', 'C'), [ballot(2, 'A'), ballot(2, 'B'), ballot(1, 'C')], ['C', 'B']).slice(-2)).toEqual([
      'Round 2: moved to B when C was eliminated.',
      'Your vote was still with B, one of the tied options.',
    ]);
  });
});

describe('followBallot, several seats', () => {
  const options = named('Pizza', 'Sushi', 'Tacos', 'Curry', 'Salad');
  const example = [
    ballot(10, 'Pizza', 'Sushi', 'Tacos'),
    ballot(2, 'Pizza', 'Curry'),
    ballot(4, 'Sushi'),
    ballot(3, 'Tacos', 'Curry'),
    ballot(3, 'Curry', 'Tacos'),
    ballot(2, 'Salad', 'Curry'),
  ];

  it('passes on at the surplus fraction, truncated as the engine does, and keeps the rest with the winner', () => {
    expect(story(options, example, ['Pizza', 'Sushi', 'Tacos'], { seats: 3 })).toEqual([
      'Round 1: counted for Pizza.',
      'Round 2: Pizza was elected; 0.4166 of your vote passed on to Sushi and 0.5834 stayed with Pizza.',
      // floor4(0.4166 × 0.1427) = 0.0594 moves on to Tacos, skipping Pizza.
      'Round 3: Sushi was elected; 0.0594 of your vote passed on to Tacos and 0.3572 stayed with Sushi.',
      'Round 4: still counted for Tacos.',
      'Round 5: exhausted when Tacos was eliminated, as your ballot ranks no option still in the count.',
      'Round 6: exhausted.',
      'Your vote helped elect Pizza and Sushi.',
      'Your ballot was exhausted before the count ended: it ranks no option that was still in the count.',
    ]);
  });

  it('a share with nowhere to go is exhausted; a last winner keeps the whole ballot as every seat is filled', () => {
    expect(story(options, example, ['Sushi'], { seats: 3 }).slice(0, 3)).toEqual([
      'Round 1: counted for Sushi.',
      'Round 2: still counted for Sushi.',
      'Round 3: Sushi was elected; 0.1427 of your vote had no option left to go to and is exhausted, and 0.8573 stayed with Sushi.',
    ]);
    expect(story(options, example, ['Curry', 'Tacos'], { seats: 3 }).slice(-3)).toEqual(['Round 5: still counted for Curry.', 'Round 6: stays with Curry, elected.', 'Your vote helped elect Curry.']);
  });

  it('the shares of every ballot add up to the round counts the engine gives', () => {
    const result = countBallots(options, example, { seats: 3 });
    for (const round of result.rounds) {
      const totals: Record<string, number> = {};
      for (const { ranking, count } of example) {
        const path = followBallot(result, ranking);
        const step = path.rounds[round.round - 1]!;
        if (step.option) totals[step.option] = (totals[step.option] ?? 0) + step.value * count;
        // What winners kept before this round counts for them too (at most the quota: residual aside).
        for (const share of path.kept.slice(0, path.rounds.slice(0, round.round).filter((r) => r.kept > 0).length)) {
          totals[share.option] = (totals[share.option] ?? 0) + share.value * count;
        }
      }
      for (const [id, votes] of Object.entries(round.counts)) {
        const winnerBefore = result.rounds.some((r) => r.round < round.round && r.winners.includes(id));
        // A winner shows at most the quota; what its ballots kept above it is the residual surplus.
        if (winnerBefore) expect(totals[id]! - votes).toBeGreaterThanOrEqual(-1e-9);
        else expect(totals[id] ?? 0).toBeCloseTo(votes, 8);
      }
    }
  });
});
