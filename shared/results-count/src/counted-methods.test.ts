import { describe, expect, it } from 'vitest';
import { compareMethods, countWithMethod } from '@runoff/counting';
import { countResultsBody } from './count-results-body';
import { countOptions, countPollResults } from './packed-results';
import type { PollResults } from '@runoff/domain';

const options = ['Left', 'Centre', 'Right'].map((text, order) => ({ id: `option_${order + 1}`, text, order }));
const [left, centre, right] = ['option_1', 'option_2', 'option_3'];

/** A centre squeeze: Centre beats both one on one, but has the fewest first choices. */
function squeeze(countingMethod: PollResults['poll']['countingMethod'], status: PollResults['poll']['status'] = 'completed', seats = 1): PollResults {
  return {
    poll: { id: 'p', title: 'Squeeze', status, options, seats, countingMethod },
    ballots: [
      { ranking: [left!, centre!, right!], count: 4 },
      { ranking: [right!, centre!, left!], count: 3 },
      { ranking: [centre!, right!, left!], count: 2 },
    ],
    totalVotes: 9,
    generatedAt: '2026-11-28T16:00:00.000Z',
  };
}

describe('the counting method in the results count', () => {
  it('counts a Schulze poll by Schulze beside the instant runoff, and compares every method', () => {
    const counted = countPollResults(squeeze('schulze'));
    expect(counted.count.winner).toBe(right);
    expect(counted.method).toMatchObject({ method: 'schulze', winner: centre });
    expect(counted.method).toEqual(countWithMethod('schulze', countOptions(counted.results), counted.results.ballots));
    const comparison = compareMethods(countOptions(counted.results), counted.results.ballots);
    expect(counted.comparison?.outcomes).toEqual(comparison.outcomes);
    expect(counted.comparison?.outcomes.map((outcome) => [outcome.method, outcome.winner])).toEqual([
      ['irv', right],
      ['schulze', centre],
      ['ranked-pairs', centre],
      ['minimax', centre],
      ['copeland', centre],
      ['borda', centre],
      ['plurality', left],
    ]);
    expect(counted.headToHead).toEqual(comparison.pairwise);
  });

  it('has no method count for the instant runoff, whose count is the count, but still compares', () => {
    const counted = countPollResults(squeeze('irv'));
    expect(counted.method).toBeNull();
    expect(counted.comparison?.outcomes[0]).toMatchObject({ method: 'irv', winner: right });
  });

  it('counts and compares nothing more before the end (ballot secrecy) or for several seats', () => {
    for (const results of [squeeze('borda', 'voting'), squeeze('irv', 'completed', 2)]) {
      const counted = countPollResults(results);
      expect(counted.method).toBeNull();
      expect(counted.comparison).toBeNull();
    }
  });

  it('gives the same from the bytes of the answer, as the worker counts them', async () => {
    const results = squeeze('ranked-pairs');
    const counted = await countResultsBody(JSON.stringify({ ...results, poll: { ...results.poll } }));
    expect(counted.results.poll.countingMethod).toBe('ranked-pairs');
    expect(counted.method).toEqual(countPollResults(results).method);
    expect(counted.comparison?.outcomes).toEqual(countPollResults(results).comparison?.outcomes);
  });
});
