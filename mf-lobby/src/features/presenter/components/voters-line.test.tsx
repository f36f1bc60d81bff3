import { act, render, screen } from '@testing-library/react';
import { parseVoterTurnout } from '../api/get-voter-turnout';
import { TURNOUT_REREAD_MS } from '../hooks/use-voter-turnout';
import { VotersLine } from './voters-line';

const getVoterTurnout = vi.hoisted(() => vi.fn());
vi.mock('../api/get-voter-turnout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-voter-turnout')>()),
  getVoterTurnout,
}));

beforeEach(() => {
  getVoterTurnout.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('VotersLine', () => {
  it('says who may vote; a poll without a list reads no turnout', () => {
    render(<VotersLine pollId="poll-1" voters="accounts" liveVoted={0} />);
    expect(screen.getByTestId('presenter-voters').textContent).toBe('Who may vote: People with an account');
    expect(getVoterTurnout).not.toHaveBeenCalled();
  });

  it('shows a list poll’s turnout, read again a moment after the room’s ballots change', async () => {
    getVoterTurnout.mockResolvedValueOnce({ listed: 20, voted: 11 }).mockResolvedValueOnce({ listed: 20, voted: 12 });
    const { rerender } = render(<VotersLine pollId="poll-1" voters="list" liveVoted={11} />);
    expect(screen.getByTestId('presenter-voters').textContent).toBe('Who may vote: Voters on a list');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('presenter-voters').textContent).toBe('Voters on a list · 11 of 20 voted');
    rerender(<VotersLine pollId="poll-1" voters="list" liveVoted={12} />);
    await act(() => vi.advanceTimersByTimeAsync(TURNOUT_REREAD_MS));
    expect(getVoterTurnout).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('presenter-voters').textContent).toBe('Voters on a list · 12 of 20 voted');
  });

  it('keeps the setting alone when the turnout cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    getVoterTurnout.mockRejectedValue(new Error('voters.not_host_read'));
    render(<VotersLine pollId="poll-1" voters="list" liveVoted={0} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('presenter-voters').textContent).toBe('Who may vote: Voters on a list');
  });
});

describe('parseVoterTurnout', () => {
  it('reads the counts and refuses an answer without them', () => {
    expect(parseVoterTurnout({ listed: 20, voted: 3, entries: [] })).toEqual({ listed: 20, voted: 3 });
    for (const nonsense of [null, {}, { listed: -1, voted: 0 }, { listed: 2, voted: '1' }, { listed: 1.5, voted: 0 }]) {
      expect(() => parseVoterTurnout(nonsense)).toThrow('without its counts');
    }
  });
});
