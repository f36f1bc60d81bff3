import { fireEvent, render, screen } from '@testing-library/react';
import { getCountedResults } from '../../../lib/api/get-poll-results';
import { countResults } from '../../../../tests/support/count-results';
import { CountAnimationModal } from './count-animation-modal';
import { filmResults } from '@runoff/test-utils';

// The network call only; counting, steps and rendering are the real ones.
vi.mock('../../../lib/api/get-poll-results', () => ({ getCountedResults: vi.fn() }));
const load = vi.mocked(getCountedResults);

const openers: HTMLElement[] = [];

function renderWithOpener(onClose = vi.fn()) {
  const opener = document.createElement('button');
  openers.push(opener);
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  const view = render(<CountAnimationModal pollId="poll-1" onClose={onClose} />);
  return { opener, onClose, ...view };
}

describe('CountAnimationModal', () => {
  afterEach(() => openers.splice(0).forEach((opener) => opener.remove()));

  it('is a modal dialog that takes focus, keeps Tab inside and gives focus back', async () => {
    load.mockResolvedValue(countResults(filmResults()));
    const { opener, unmount } = renderWithOpener();
    const dialog = screen.getByRole('dialog', { name: 'Vote Calculation Animation' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await screen.findByRole('heading', { name: 'Round 1' });

    const close = screen.getByRole('button', { name: 'Close Animation' });
    expect(document.activeElement).toBe(close);
    const buttons = [...dialog.querySelectorAll('button, select')];
    (buttons[buttons.length - 1] as HTMLElement).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);

    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape and with Close Animation', async () => {
    load.mockResolvedValue(countResults(filmResults()));
    const { onClose } = renderWithOpener();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close Animation' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await screen.findByRole('heading', { name: 'Round 1' });
  });

  it('shows the animation error for a poll without options', async () => {
    const results = filmResults();
    results.poll.options = [];
    load.mockResolvedValue(countResults(results));
    renderWithOpener();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: No options left to process in the animation');
  });

  it('has nothing to play without votes', async () => {
    load.mockResolvedValue(countResults(filmResults({ ballots: [], totalVotes: 0 })));
    renderWithOpener();
    expect((await screen.findByText('No votes yet')).tagName).toBe('STRONG');
  });

  it('reports a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue({ message: 'Poll not found', code: 'PT404' });
    renderWithOpener();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load results: Poll not found');
  });
});
