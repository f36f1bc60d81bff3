import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PollOption } from '@runoff/domain';
import { useRanking } from '../hooks/use-ranking';
import { RankingList } from './ranking-list';

const options: PollOption[] = [
  { id: 'option_1', text: 'Apples', order: 0 },
  { id: 'option_2', text: 'Bananas', order: 1 },
  { id: 'option_3', text: 'Cherries', order: 2 },
];

function Ballot() {
  const { ranking, move, reset } = useRanking(options, false);
  return (
    <>
      <RankingList ranking={ranking} disabled={false} onMove={move} />
      <button type="button" onClick={reset}>
        Reset Ranking
      </button>
    </>
  );
}

function order() {
  const list = screen.getByRole('list', { name: /your ranking/i });
  return within(list)
    .getAllByRole('button')
    .map((card) => card.textContent?.replace(/, choice \d+/, '').replace(/[⋮\d]/g, '').trim());
}

// jsdom lays nothing out; give each card a 50 px row so dnd-kit's keyboard coordinates can find neighbours.
function layOutCards() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const cards = [...document.querySelectorAll('ol > li')];
    const index = cards.indexOf(this);
    const top = Math.max(index, 0) * 50;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 40, width: 300, height: 40, toJSON: () => ({}) } as DOMRect;
  });
}

async function keyboardMove(card: HTMLElement, key: 'ArrowDown' | 'ArrowUp', times: number) {
  card.focus();
  await act(async () => {
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
  });
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? card, { key, code: key });
    });
  }
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? card, { key: ' ', code: 'Space' });
  });
}

describe('RankingList', () => {
  it('shows the options numbered in the host order', () => {
    render(<Ballot />);
    expect(order()).toEqual(['Apples', 'Bananas', 'Cherries']);
    expect(screen.getByRole('button', { name: 'Apples, choice 1' })).toBeTruthy();
    // The list holds plain list items; the draggable handle inside each carries the button role.
    const items = within(screen.getByRole('list', { name: /your ranking/i })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.getAttribute('role') === null)).toBe(true);
  });

  it('moves an option down with the keyboard, then Reset Ranking restores the order', async () => {
    layOutCards();
    render(<Ballot />);
    // Under jsdom's mocked layout the first Down press after pick-up lands on the card itself (observed; a
    // real browser moves one place per press), so one place down takes two presses here.
    await keyboardMove(screen.getByRole('button', { name: 'Apples, choice 1' }), 'ArrowDown', 2);
    expect(order()).toEqual(['Bananas', 'Apples', 'Cherries']);

    fireEvent.click(screen.getByRole('button', { name: 'Reset Ranking' }));
    expect(order()).toEqual(['Apples', 'Bananas', 'Cherries']);
  });

  it('moves the last option to the top with the keyboard', async () => {
    layOutCards();
    render(<Ballot />);
    await keyboardMove(screen.getByRole('button', { name: 'Cherries, choice 3' }), 'ArrowUp', 2);
    expect(order()).toEqual(['Cherries', 'Apples', 'Bananas']);
  });

  it('gives screen-reader instructions for the keyboard', () => {
    render(<Ballot />);
    expect(screen.getByText(/press Space or Enter/i)).toBeTruthy();
  });
});
