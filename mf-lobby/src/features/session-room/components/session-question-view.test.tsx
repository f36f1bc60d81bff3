import { lazy, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PollPageProps } from '@runoff/contracts';
import { submitSessionVote } from '../api/session-room';
import type { SessionQuestion } from '@runoff/domain';
import type { RenderBallot } from './session-room-page';
import { SessionQuestionView } from './session-question-view';

vi.mock('../api/session-room', () => ({ submitSessionVote: vi.fn() }));

const question: SessionQuestion = {
  id: 'q1', number: 2, title: 'Which fix first?', description: '', options: [{ id: 'option_1', text: 'Quiet room', order: 0 }],
  minRanked: null, seats: 1, shuffleBallots: true, voting: 'not_started', resultsShown: false, voted: 0, youVoted: false,
};
// The results remote's panel, as the shell passes it: here a plain part naming the poll it shows.
const ResultsPanel = ({ pollId }: PollPageProps) => <p>{`results of ${pollId}`}</p>;
// The vote feature's panel stands behind renderBallot; this one casts a fixed ranking through the channel.
const renderBallot: RenderBallot = (_question, channel) => (
  <button type="button" onClick={() => void channel.submit(['option_1'])}>
    cast
  </button>
);

function show(shown: Partial<SessionQuestion>, ballot = renderBallot, onShown = () => {}) {
  return render(
    <SessionQuestionView sessionId="s1" question={{ ...question, ...shown }} questionCount={3} ResultsPanel={ResultsPanel} renderBallot={ballot} onShown={onShown} />,
  );
}

describe('SessionQuestionView', () => {
  it('follows the question: waiting, closed with results hidden, results shown', () => {
    const { unmount } = show({});
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByText('Voting on this question opens soon.')).toBeTruthy();
    unmount();
    const closed = show({ voting: 'closed' });
    expect(screen.getByText('Voting has closed. Waiting for the host to show the results or the next question.')).toBeTruthy();
    expect(screen.queryByText('results of q1')).toBeNull();
    closed.unmount();
    show({ voting: 'closed', resultsShown: true });
    expect(screen.getByText('results of q1')).toBeTruthy();
  });

  it('votes through submit_session_vote on this question, then waits for the next', async () => {
    vi.mocked(submitSessionVote).mockResolvedValue(undefined);
    show({ voting: 'open' });
    expect(screen.queryByText('Thank you! Waiting for the next question.')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'cast' }));
    });
    expect(submitSessionVote).toHaveBeenCalledWith('s1', 'q1', ['option_1']);
    expect(screen.getByText('Thank you! Waiting for the next question.')).toBeTruthy();
  });

  it('says it is on screen once the ballot has loaded, not while its code is on the way (the channel waits for it)', async () => {
    let loaded: (module: { default: () => ReactNode }) => void = () => {};
    const Ballot = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (loaded = resolve)));
    const onShown = vi.fn();
    show({ voting: 'open' }, () => <Ballot />, onShown);
    expect(screen.getByText('Loading the ballot…')).toBeTruthy();
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => loaded({ default: () => <ol aria-label="ballot" /> }));
    expect(screen.getByRole('list', { name: 'ballot' })).toBeTruthy();
    expect(onShown).toHaveBeenCalled();

    const waiting = vi.fn();
    show({}, renderBallot, waiting);
    expect(waiting).toHaveBeenCalled();
  });
});
