import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { TOAST_MS, useVotingToast } from '../hooks/use-voting-toast';
import { VOTING_STARTED_TEXT, VotingToast } from './voting-toast';

function ToastHarness() {
  const toast = useVotingToast();
  return (
    <>
      <button type="button" onClick={toast.show}>
        start
      </button>
      <VotingToast visible={toast.visible} onClose={toast.close} />
    </>
  );
}

describe('voting-started toast', () => {
  beforeEach(() => vi.useFakeTimers());

  it('hides after 8 seconds', () => {
    render(<ToastHarness />);
    fireEvent.click(screen.getByText('start'));
    expect(screen.queryByText(VOTING_STARTED_TEXT)).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByText(VOTING_STARTED_TEXT)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(VOTING_STARTED_TEXT)).toBeNull();
  });

  it('gives focus back to where it was when closed', () => {
    render(<ToastHarness />);
    const start = screen.getByText('start');
    fireEvent.click(start);
    start.focus();
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText(VOTING_STARTED_TEXT)).toBeNull();
    expect(document.activeElement).toBe(start);
  });

  it('can be closed before that', () => {
    render(<ToastHarness />);
    fireEvent.click(screen.getByText('start'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText(VOTING_STARTED_TEXT)).toBeNull();
  });

  it('restarts the 8 seconds when shown again', () => {
    const { result } = renderHook(() => useVotingToast());
    act(() => result.current.show());
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.show());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);
  });
});
