import { failure } from '@runoff/platform/i18n';
import { act, screen } from '@testing-library/react';
import type { JoinStep } from '../hooks/use-join';
import { JoinGate } from './join-gate';
import { renderWithRouter } from '@runoff/test-utils';

const joinState = { current: { step: 'checking' } as JoinStep };
const showClosed = vi.fn();
vi.mock('../hooks/use-join', () => ({
  useJoin: () => ({ state: joinState.current, poll: null, joinWithName: vi.fn(), joinAnonymously: vi.fn(), showClosed }),
}));

function gate() {
  return (
    <JoinGate pollId="poll-1" renderClosed={(poll) => `closed: ${poll.title}`}>
      {() => 'lobby'}
    </JoinGate>
  );
}

describe('JoinGate', () => {
  it('shows an inactive poll message and moves on to the results on this page after 3 seconds', () => {
    vi.useFakeTimers();
    joinState.current = { step: 'failed', failure: { id: 'join.inactive', failure: failure('join.poll_inactive'), redirectToResults: true } };
    const { router } = renderWithRouter(gate(), '/polls/poll-1/vote');
    expect(screen.getByText('This poll is no longer active.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(showClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(showClosed).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/polls/poll-1/vote');
  });

  it('links other failures back home and stays', () => {
    vi.useFakeTimers();
    joinState.current = { step: 'failed', failure: { id: 'join.notFound', failure: failure('poll.not_found'), redirectToResults: false } };
    const { router } = renderWithRouter(gate(), '/polls/poll-1/vote');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/polls/poll-1/vote');
  });

  it('takes the host of a closed poll to its detail page at once', () => {
    joinState.current = { step: 'closed', poll: {} as never, isHost: true };
    const { router } = renderWithRouter(gate(), '/polls/poll-1/vote');
    expect(router.state.location.pathname).toBe('/polls/poll-1');
  });

  it('shows anyone else the closed poll (its results) here, never the sign-in page', () => {
    joinState.current = { step: 'closed', poll: { title: 'Lunch' } as never, isHost: false };
    const { router } = renderWithRouter(gate(), '/polls/poll-1/vote');
    expect(screen.getByText('closed: Lunch')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/polls/poll-1/vote');
  });

  it('shows the lobby once joined', () => {
    joinState.current = { step: 'joined', poll: {} as never, participantId: 'p-1' };
    renderWithRouter(<JoinGate pollId="poll-1" renderClosed={() => 'closed'}>{({ participantId }) => `lobby for ${participantId}`}</JoinGate>, '/polls/poll-1/vote');
    expect(screen.getByText('lobby for p-1')).toBeTruthy();
  });
});
