import { render, screen, within } from '@testing-library/react';
import { centreSqueeze, condorcetCycle } from '../../../../tests/support/method-polls';
import { ResultsStory } from './results-story';

describe('a poll counted by another method than the instant runoff (issue 31)', () => {
  it('explains Schulze by its strongest paths after the pairwise table, then compares every method', () => {
    render(<ResultsStory counted={centreSqueeze('schulze')} />);
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
    render(<ResultsStory counted={condorcetCycle('ranked-pairs')} />);
    const steps = screen.getByTestId('method-steps-ranked-pairs').textContent;
    expect(steps).toContain('Bee over Cee, 7 to 2: locked in.');
    expect(steps).toContain('Ay over Bee, 6 to 3: locked in.');
    expect(steps).toMatch(/Cee over Ay, 5 to 4: skipped, as it would close a cycle: .*Cee beats Ay.*Ay beats Bee.*Bee beats Cee/);
    expect(screen.getByTestId('compare-sentences').textContent).toContain('There is no Condorcet winner:');
  });

  it('gives Borda’s points, Copeland’s wins and plurality’s first choices as a table', () => {
    render(<ResultsStory counted={centreSqueeze('plurality')} />);
    const table = screen.getByRole('table', { name: "Plurality: each option's score" });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['OptionFirst choices', 'Jaws2', 'Alien3', 'Heat2']);
  });

  it('compares the methods for an instant-runoff poll too, and tells its rounds as before', () => {
    render(<ResultsStory counted={centreSqueeze('irv')} />);
    expect(screen.queryByTestId('method-count')).toBeNull();
    expect(screen.getByTestId('compare-irv').textContent).toContain("(this poll's method)");
    expect(screen.getByRole('region', { name: 'Where the votes went' })).toBeTruthy();
  });
});
