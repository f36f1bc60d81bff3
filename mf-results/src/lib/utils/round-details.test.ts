import { countBallots, type BallotGroup, type CountOption } from '@runoff/counting';
import { createMessageFormat, describeCount } from '@runoff/explain';
import { describe, expect, it } from 'vitest';
import { roundDetails } from './round-details';

const options: CountOption[] = ['Alien', 'Heat', 'Jaws'].map((name, order) => ({ id: `o${order + 1}`, name, order }));
const ballot = (count: number, ...ranking: number[]): BallotGroup => ({ ranking: ranking.map((n) => `o${n}`), count });
const format = createMessageFormat({ name: (id) => options.find((option) => option.id === id)?.name ?? id });

describe('roundDetails', () => {
  it('says each round in the describer’s words: standings, decision, transfers, exhausted votes', () => {
    const result = countBallots(options, [ballot(3, 1), ballot(3, 2), ballot(1, 3, 1), ballot(1, 3)]);
    expect(describeCount(result).map((story) => roundDetails(story, format))).toEqual([
      'Alien 3, Heat 3, Jaws 2. No option reaches the quota of 5. Jaws has the fewest votes (2) and is eliminated. The ballots of Jaws (2 votes) move to their next choice still in the count: 1 to Alien and 1 exhausted (no further choice).',
      'Alien 4, Heat 3. No option reaches the quota of 5. Heat has the fewest votes (3) and is eliminated. The ballots of Heat (3 votes) move to their next choice still in the count: 3 exhausted (no further choice). 1 vote is exhausted so far: its ballot ranks no option still in the count.',
      'Alien 4. Alien is the last option remaining and wins with 4 votes. 4 votes are exhausted so far: their ballots rank no option still in the count.',
    ]);
  });
});
