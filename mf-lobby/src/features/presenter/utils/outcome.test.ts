import type { PollResults } from '@runoff/domain';
import { countPollResults } from '@runoff/results-count';
import { outcomeOf as outcomeOfCounted } from './outcome';

// The count as the presenter gets it from @runoff/results-count.
const outcomeOf = (results: PollResults) => outcomeOfCounted(countPollResults(results));

const poll = {
  id: 'p',
  title: 'Lunch',
  status: 'completed' as const,
  options: [
    { id: 'option_1', text: 'Pizza', order: 0 },
    { id: 'option_2', text: 'Sushi', order: 1 },
    { id: 'option_3', text: 'Tacos', order: 2 },
  ],
  seats: 1,
  countingMethod: 'irv' as const,
};
const results = (ballots: PollResults['ballots']): PollResults => ({
  poll,
  ballots,
  totalVotes: ballots.reduce((sum, b) => sum + b.count, 0),
  generatedAt: '2026-11-23T10:00:00.000Z',
});

describe('outcomeOf', () => {
  it('names the instant-runoff winner, not just the first-choice leader', () => {
    const outcome = outcomeOf(
      results([
        { ranking: ['option_1', 'option_2', 'option_3'], count: 2 },
        { ranking: ['option_2', 'option_1', 'option_3'], count: 1 },
        { ranking: ['option_3', 'option_2', 'option_1'], count: 2 },
      ]),
    );
    // Pizza and Tacos lead with 2 first choices each; Sushi's ballot moves to Pizza.
    expect(outcome).toEqual({ kind: 'winner', name: 'Pizza', totalVotes: 5 });
  });

  it('names the winners of a poll with several seats in order of election', () => {
    const outcome = outcomeOfCounted(
      countPollResults({
        ...results([
          { ranking: ['option_2', 'option_1'], count: 4 },
          { ranking: ['option_1', 'option_3'], count: 2 },
          { ranking: ['option_3', 'option_1'], count: 1 },
        ]),
        poll: { ...poll, seats: 2 },
      }),
    );
    // Quota floor(7 / 3) + 1 = 3: Sushi elected in round 1 (surplus 1 goes nowhere else), then Pizza.
    expect(outcome).toEqual({ kind: 'winners', names: ['Sushi', 'Pizza'], seats: 2, totalVotes: 7 });
  });

  it('says when nobody voted', () => {
    expect(outcomeOf(results([]))).toEqual({ kind: 'no-votes' });
  });

  it('names the tied options', () => {
    const outcome = outcomeOf(
      results([
        { ranking: ['option_1', 'option_2', 'option_3'], count: 1 },
        { ranking: ['option_2', 'option_1', 'option_3'], count: 1 },
      ]),
    );
    expect(outcome).toEqual({ kind: 'tie', names: ['Pizza', 'Sushi'], totalVotes: 2 });
  });

  it('names the winner of the poll’s own counting method, not the instant runoff’s (issue 31)', () => {
    // A centre squeeze: Sushi beats both one on one but has the fewest first choices.
    const ballots = [
      { ranking: ['option_1', 'option_2', 'option_3'], count: 4 },
      { ranking: ['option_3', 'option_2', 'option_1'], count: 3 },
      { ranking: ['option_2', 'option_3', 'option_1'], count: 2 },
    ];
    expect(outcomeOf({ ...results(ballots), poll: { ...poll, countingMethod: 'irv' } })).toEqual({ kind: 'winner', name: 'Tacos', totalVotes: 9 });
    expect(outcomeOf({ ...results(ballots), poll: { ...poll, countingMethod: 'schulze' } })).toEqual({ kind: 'winner', name: 'Sushi', totalVotes: 9 });
    expect(outcomeOf({ ...results(ballots), poll: { ...poll, countingMethod: 'plurality' } })).toEqual({ kind: 'winner', name: 'Pizza', totalVotes: 9 });
  });
});
