import { render, screen, within } from '@testing-library/react';
import { filmResults, pollOptions } from '@runoff/test-utils';
import type { CountMethod } from '@runoff/domain';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsStory } from './results-story';

// Alien wins the instant runoff (4 of 7 after Jaws goes); Heat beats both one on one: a centre squeeze.
const squeeze = (countingMethod: CountMethod) =>
  countResults(
    filmResults({
      poll: { id: 'poll-m', title: 'Films', status: 'completed', options: pollOptions('Jaws', 'Alien', 'Heat'), seats: 1, countingMethod },
      ballots: [
        { ranking: ['option_2', 'option_3', 'option_1'], count: 3 },
        { ranking: ['option_1', 'option_3', 'option_2'], count: 2 },
        { ranking: ['option_3', 'option_1', 'option_2'], count: 1 },
        { ranking: ['option_3', 'option_2', 'option_1'], count: 1 },
      ],
      totalVotes: 7,
    }),
  );

// A beats B 6–3, B beats C 7–2, C beats A 5–4: a cycle.
const cycle = (countingMethod: CountMethod) =>
  countResults(
    filmResults({
      poll: { id: 'poll-y', title: 'Cycle', status: 'completed', options: pollOptions('Ay', 'Bee', 'Cee'), seats: 1, countingMethod },
      ballots: [
        { ranking: ['option_1', 'option_2', 'option_3'], count: 4 },
        { ranking: ['option_2', 'option_3', 'option_1'], count: 3 },
        { ranking: ['option_3', 'option_1', 'option_2'], count: 2 },
      ],
      totalVotes: 9,
    }),
  );

describe('a poll counted by another method than the instant runoff (issue 31)', () => {
  it('explains Schulze by its strongest paths after the pairwise table, then compares every method', () => {
    render(<ResultsStory counted={squeeze('schulze')} />);
    const steps = screen.getByTestId('method-steps-schulze');
    expect(steps.textContent).toContain('The strongest path from Heat to Jaws is direct');
    expect(steps.textContent).toContain('Heat wins: its strongest path to every other option is at least as strong as the path back.');
    const compare = screen.getByRole('region', { name: 'Compare methods' });
    expect(within(compare).getByTestId('compare-irv').textContent).toContain('Alien');
    expect(within(compare).getByTestId('compare-schulze').textContent).toContain('Heat');
    expect(within(compare).getByTestId('compare-schulze').textContent).toContain("(this poll's method)");
    expect(within(compare).getByTestId('compare-sentences').textContent).toContain(
      'Heat beats everyone one on one (the Condorcet winner), but the instant runoff eliminates it in round 1: a centre squeeze.',
    );
  });

  it('names a cycle as a cycle: Ranked Pairs skips the pair that would close it', () => {
    render(<ResultsStory counted={cycle('ranked-pairs')} />);
    const steps = screen.getByTestId('method-steps-ranked-pairs').textContent;
    expect(steps).toContain('Bee over Cee, 7 to 2: locked in.');
    expect(steps).toContain('Ay over Bee, 6 to 3: locked in.');
    expect(steps).toMatch(/Cee over Ay, 5 to 4: skipped, as it would close a cycle: .*Cee beats Ay.*Ay beats Bee.*Bee beats Cee/);
    expect(screen.getByTestId('compare-sentences').textContent).toContain('There is no Condorcet winner:');
  });

  it('gives Borda’s points, Copeland’s wins and plurality’s first choices as a table', () => {
    render(<ResultsStory counted={squeeze('plurality')} />);
    const table = screen.getByRole('table', { name: "Plurality: each option's score" });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['OptionFirst choices', 'Jaws2', 'Alien3', 'Heat2']);
  });

  it('compares the methods for an instant-runoff poll too, and tells its rounds as before', () => {
    render(<ResultsStory counted={squeeze('irv')} />);
    expect(screen.queryByTestId('method-count')).toBeNull();
    expect(screen.getByTestId('compare-irv').textContent).toContain("(this poll's method)");
    expect(screen.getByRole('region', { name: 'Where the votes went' })).toBeTruthy();
  });
});
