import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { centreSqueeze } from '../../../../tests/support/method-polls';
import { HeadToHead } from './head-to-head';
import { MyVote } from './my-vote';
import { ResultsStory } from './results-story';
import { VoteFlow } from './vote-flow';

describe('results story', () => {
  it('who beats whom: the table of pairs and the Condorcet winner beside the ranked-choice winner', () => {
    const counted = centreSqueeze('irv');
    expect(counted.count.winner).toBe('option_2');
    render(<HeadToHead counted={counted} />);
    const section = screen.getByRole('region', { name: 'Who beats whom' });
    expect(within(section).getByTestId('condorcet').textContent).toBe(
      'Heat beats every other option one on one (the Condorcet winner), but Alien wins the ranked-choice count, and that is the result: the two ways of counting can disagree.',
    );
    const heat = within(section).getByRole('row', { name: /^Heat/ });
    // Heat over Jaws 5 to 2, over Alien 4 to 3.
    expect(within(heat).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5 (wins)', '4 (wins)', '']);
  });

  it('where the votes went: one round at a time, the flow table and the describer’s sentence', async () => {
    render(<VoteFlow counted={countResults(filmResults())} />);
    const section = screen.getByRole('region', { name: 'Where the votes went' });
    expect(within(section).getByText('The ballots of Jaws (1 vote) move to their next choice still in the count: 1 to Alien.')).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Votes from round 1 to round 2' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['FromToVotes', 'JawsAlien1', 'AlienAlien (stays)3', 'HeatHeat (stays)3']);
    expect(await within(section).findByRole('img', { name: /Flow of the votes from round 1 to round 2/ })).toBeTruthy();
    expect(within(section).getByRole('combobox', { name: 'Round' })).toBeTruthy();
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Round' }), 'Round 1 to round 2');
  });

  it('where my vote went: the ballot this browser kept, round by round; nothing without one', () => {
    const counted = countResults(filmResults());
    const { rerender } = render(<MyVote counted={counted} ranking={['option_1', 'option_2', 'option_3']} />);
    const section = screen.getByRole('region', { name: 'Where my vote went' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Round 1: counted for Jaws.', 'Round 2: moved to Alien when Jaws was eliminated.']);
    expect(section.textContent).toContain('Your vote is still with Alien, the winner.');
    rerender(<MyVote counted={counted} ranking={null} />);
    expect(screen.queryByRole('region', { name: 'Where my vote went' })).toBeNull();
  });

  it('shows nothing before the end: ballot secrecy', () => {
    const open = countResults(filmResults({ poll: { ...filmResults().poll, status: 'voting' } }));
    const { container } = render(<ResultsStory counted={open} />);
    expect(container.textContent).toBe('');
  });
});
