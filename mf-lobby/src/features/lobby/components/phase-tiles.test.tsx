import { render, screen, within } from '@testing-library/react';
import { hostActions } from '../utils/phase';
import { PhaseTiles } from './phase-tiles';

function tileText(title: string) {
  const tile = screen.getByText(title).closest('li');
  if (!tile) throw new Error(`no tile ${title}`);
  return within(tile).getAllByText(/Current Phase|Completed|Coming Up/)[0]?.textContent;
}

describe('PhaseTiles', () => {
  it('marks waiting as current and the rest as coming up', () => {
    render(<PhaseTiles phase="waiting" />);
    expect(tileText('Waiting for Participants')).toBe('Current Phase');
    expect(tileText('Voting Phase')).toBe('Coming Up');
    expect(tileText('Results')).toBe('Coming Up');
  });

  it('marks earlier phases completed during voting', () => {
    render(<PhaseTiles phase="voting" />);
    expect(tileText('Waiting for Participants')).toBe('Completed');
    expect(tileText('Voting Phase')).toBe('Current Phase');
    expect(tileText('Results')).toBe('Coming Up');
  });

  it('marks results current at the end', () => {
    render(<PhaseTiles phase="results" />);
    expect(tileText('Voting Phase')).toBe('Completed');
    expect(tileText('Results')).toBe('Current Phase');
    expect(screen.getByText('Results').closest('li')?.getAttribute('aria-current')).toBe('step');
  });
});

describe('hostActions', () => {
  it('offers Start Voting only to the host, while waiting, with a participant', () => {
    expect(hostActions(true, 'waiting', 1).canStartVoting).toBe(true);
    expect(hostActions(true, 'waiting', 0).canStartVoting).toBe(false);
    expect(hostActions(false, 'waiting', 3).canStartVoting).toBe(false);
    expect(hostActions(true, 'voting', 3).canStartVoting).toBe(false);
  });

  it('offers End Voting only to the host while voting', () => {
    expect(hostActions(true, 'voting', 0).canEndVoting).toBe(true);
    expect(hostActions(false, 'voting', 2).canEndVoting).toBe(false);
    expect(hostActions(true, 'results', 2).canEndVoting).toBe(false);
  });
});
