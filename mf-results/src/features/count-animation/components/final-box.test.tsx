import { render, screen, within } from '@testing-library/react';
import { FinalBox } from './final-box';

describe('FinalBox with several seats', () => {
  it('lists the winners in order of election', () => {
    render(<FinalBox outcome={{ kind: 'winners', names: ['Ada', 'Cy', 'Bo'], seats: 3, rounds: 4, tied: null }} totalVotes={7} />);
    const box = screen.getByRole('region', { name: 'Winners: 3 seats' });
    expect(within(box).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada', 'Cy', 'Bo']);
    expect(box.textContent).toContain('Elected in this order from 7 votes after 4 round(s) of counting.');
  });

  it('says which options tie for the seats left, and offers the tie action', () => {
    render(
      <FinalBox
        outcome={{ kind: 'winners', names: ['Ada'], seats: 2, rounds: 2, tied: ['Bo', 'Cy'] }}
        totalVotes={5}
        tieAction={<button type="button">Create runoff poll</button>}
      />,
    );
    const box = screen.getByRole('region', { name: 'Elected 1 of 2' });
    expect(box.textContent).toContain('Bo and Cy tie for the seats left: a runoff poll can decide.');
    expect(within(box).getByRole('button', { name: 'Create runoff poll' })).toBeTruthy();
  });
});
