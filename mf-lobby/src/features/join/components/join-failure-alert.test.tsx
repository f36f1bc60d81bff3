import { RpcRequestError } from '@runoff/platform/supabase';
import { screen } from '@testing-library/react';
import { renderWithRouter } from '@runoff/test-utils';
import { joinFailure } from '../utils/join-error';
import { JoinModal } from './join-modal';

describe('JoinModal with a room-rule failure', () => {
  it('links an accounts-only refusal to Sign in, coming back to this join page', async () => {
    const { router } = renderWithRouter(
      <JoinModal
        pollId="poll-9"
        pollTitle="Lunch"
        failure={joinFailure(new RpcRequestError('Sign in with an account to join this poll', 401, '42501', 'join.account_required'))}
        busy={null}
        onJoin={vi.fn()}
        onJoinAnonymously={vi.fn()}
      />,
      '/polls/poll-9/vote',
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to join poll: Sign in with an account to join this poll');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    link.click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/polls/poll-9/vote' });
  });

  it('shows a full poll without a Sign in link', () => {
    renderWithRouter(
      <JoinModal pollId="poll-9" pollTitle="Lunch" failure={joinFailure(new RpcRequestError('This poll is full: it admits at most 30 participants', 409, 'PT409', 'join.poll_full', { max: 30 }))} busy={null} onJoin={vi.fn()} onJoinAnonymously={vi.fn()} />,
      '/polls/poll-9/vote',
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to join poll: This poll is full: it admits at most 30 participants');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
