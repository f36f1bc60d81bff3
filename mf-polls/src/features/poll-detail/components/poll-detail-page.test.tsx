import { RpcRequestError } from '@runoff/platform/supabase';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { localeStore } from '@runoff/platform/i18n';
import { load } from '../../../lib/i18n';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import type { Poll } from '@runoff/domain';
import { deferred, pollFixture, signedInAs } from '@runoff/test-utils';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));
const api = vi.hoisted(() => ({ getPoll: vi.fn(), deletePoll: vi.fn(), getPollAudit: vi.fn(async () => [] as unknown[]) }));
vi.mock('@runoff/poll-reads', async (original) => ({ ...(await original<typeof import('@runoff/poll-reads')>()), getPoll: api.getPoll }));
vi.mock('../api/delete-poll', () => ({ deletePoll: api.deletePoll }));
vi.mock('../api/get-poll-audit', () => ({ getPollAudit: api.getPollAudit }));

const { PollDetailPage } = await import('./poll-detail-page');

// What the shell passes: mf_results' panel already wrapped in its loader (here a stand-in showing its props).
function ResultsPanel({ pollId }: { pollId: string }) {
  return <p>results panel of {pollId}</p>;
}

// And mf_lobby's lobby, likewise a stand-in.
function LobbyPanel({ pollId }: { pollId: string }) {
  return <p>lobby of {pollId}</p>;
}

function Route() {
  const { pollId = '' } = useParams();
  return <PollDetailPage pollId={pollId} ResultsPanel={ResultsPanel} LobbyPanel={LobbyPanel} />;
}

function renderPoll(poll: Poll | Promise<Poll>, path = `/polls/${pollFixture().id}`) {
  api.getPoll.mockReturnValue(Promise.resolve(poll));
  const router = createMemoryRouter(
    [
      { path: '/polls/:pollId', element: <Route /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PollDetailPage', () => {
  beforeEach(() => {
    signedInAs({ uid: 'user-1', displayName: 'ada' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a spinner while loading, then the header', async () => {
    const loading = deferred<Poll>();
    renderPoll(loading.promise);
    expect(screen.getByRole('status').textContent).toBe('Loading poll…');
    loading.resolve(pollFixture({ participantCount: 1 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team lunch' })).toBeTruthy();
    expect(api.getPoll).toHaveBeenCalledWith(pollFixture().id);
    const header = screen.getByRole('banner');
    for (const text of ['Food', 'Where do we eat on Friday?', '1 participant', 'Active', 'Waiting for participants']) {
      expect(header.textContent).toContain(text);
    }
  });

  it('says Poll not found for a missing poll', async () => {
    renderPoll(Promise.reject(new RpcRequestError('Poll not found', 404, 'PT404', 'poll.not_found')));
    expect((await screen.findByRole('alert')).textContent).toBe('Poll not found');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows other load failures with a way back', async () => {
    renderPoll(Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load poll: Could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
  });

  it('shows the share link, QR code and numbered options on the Details tab', async () => {
    renderPoll(pollFixture());
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Join link' }).value).toBe(
      `${window.location.origin}/polls/${pollFixture().id}/vote`,
    );
    const options = within(panel).getAllByRole('listitem').map((item) => item.textContent);
    expect(options).toEqual(['Pizza', 'Sushi', 'Tacos']);
    expect(panel.querySelector('ol')).toBeTruthy();
    expect(within(panel).queryByText('Voting in progress')).toBeNull();
  });

  it('shows the election settings on the Details tab', async () => {
    renderPoll(pollFixture({ seats: 2, minRanked: 1, shuffleBallots: false }));
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    const election = within(panel).getByRole('region', { name: 'Election' });
    expect(election.textContent).toContain('2 winners');
    expect(election.textContent).toContain('Rank at least 1 of 3 options');
    expect(election.textContent).toContain('The order of the options');
    expect(election.textContent).toContain('Counting methodInstant runoff');
  });

  it('says who may vote and whether trackers are on; a poll as before is open to anyone, without trackers', async () => {
    renderPoll(pollFixture());
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    const voters = within(panel).getByRole('region', { name: 'Voters' });
    expect(voters.querySelector('dl')?.textContent).toBe('Who may voteAnyone with the linkBallot trackersOff');
    expect(within(panel).queryByRole('link', { name: 'Voter list and codes' })).toBeNull();
  });

  it('links the host of a list poll to its voter list', async () => {
    renderPoll(pollFixture({ voters: 'list', trackers: true }));
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    expect(within(panel).getByRole('region', { name: 'Voters' }).querySelector('dl')?.textContent).toBe(
      'Who may voteVoters on a listBallot trackersOn: each voter gets a tracker',
    );
    expect(within(panel).getByRole('link', { name: 'Voter list and codes' }).getAttribute('href')).toBe(`/polls/${pollFixture().id}/voters`);
  });

  it('shows the audit trail to the host, each action worded with its counts', async () => {
    api.getPollAudit.mockResolvedValueOnce([
      { at: '2026-11-28T10:00:00.000Z', action: 'created', added: 0, removed: 0, count: 0, voters: 'list', trackers: true, audience: null, fingerprint: null },
      { at: '2026-11-28T10:01:00.000Z', action: 'list_changed', added: 12, removed: 1, count: 0, voters: null, trackers: false, audience: null, fingerprint: null },
      { at: '2026-11-28T10:02:00.000Z', action: 'codes_issued', added: 0, removed: 0, count: 20, voters: null, trackers: false, audience: null, fingerprint: null },
      { at: '2026-11-28T10:03:00.000Z', action: 'codes_revoked', added: 0, removed: 0, count: 1, voters: null, trackers: false, audience: null, fingerprint: null },
      { at: '2026-11-28T10:04:00.000Z', action: 'ballots_published', added: 0, removed: 0, count: 0, voters: null, trackers: false, audience: 'everyone', fingerprint: 'abc123' },
    ]);
    renderPoll(pollFixture({ voters: 'list', trackers: true }));
    const trail = await screen.findByRole('region', { name: 'Audit trail' });
    await waitFor(() => expect(within(trail).getAllByRole('listitem')).toHaveLength(5));
    expect(within(trail).getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Poll created · who may vote: Voters on a list · ballot trackers on',
      'Voter list changed: +12 / −1',
      '20 voting codes issued',
      '1 voting code revoked',
      'Ballots published to everyone · fingerprint abc123',
    ]);
    expect(within(trail).getAllByRole('listitem')[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T10:00:00.000Z');
  });

  it('names the counting method the host chose', async () => {
    renderPoll(pollFixture({ countingMethod: 'ranked-pairs' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    expect(within(panel).getByRole('region', { name: 'Election' }).textContent).toContain('Counting methodRanked Pairs');
  });

  it('shows the status banner once the poll has left the waiting phase', async () => {
    renderPoll(pollFixture({ status: 'completed', isActive: false }));
    const panel = await screen.findByRole('tabpanel', { name: 'Details' });
    expect(within(panel).getByText('Poll completed')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Closed');
    expect(screen.getByRole('banner').textContent).toContain('Completed');
    // Closed: no Start Live Poll even for the creator.
    expect(screen.queryByRole('button', { name: 'Start Live Poll' })).toBeNull();
  });

  it('shows the results panel the shell passes on the Results tab', async () => {
    renderPoll(pollFixture({ status: 'voting' }));
    expect(screen.queryByText(/results panel of/)).toBeNull();
    await userEvent.click(await screen.findByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tabpanel', { name: 'Results' }).textContent).toBe(`results panel of ${pollFixture().id}`);
  });

  it('opens the lobby the shell passes, kept in the address, and goes back to the details', async () => {
    const router = renderPoll(pollFixture());
    await userEvent.click(await screen.findByRole('button', { name: 'Start Live Poll' }));
    expect(await screen.findByText(`lobby of ${pollFixture().id}`)).toBeTruthy();
    expect(router.state.location.search).toBe('?view=lobby');
    await userEvent.click(screen.getByRole('button', { name: 'Back to poll details' }));
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
  });

  it('offers neither Delete nor Start Live Poll, the voter list nor the audit trail to someone else', async () => {
    renderPoll(pollFixture({ createdBy: 'someone-else', voters: 'list' }));
    await screen.findByRole('tab', { name: 'Details' });
    expect(screen.queryByRole('link', { name: 'Voter list and codes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Audit trail' })).toBeNull();
    expect(api.getPollAudit).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Live Poll' })).toBeNull();
  });

  describe('Delete', () => {
    it('asks in a dialog titled Delete poll; Cancel and Escape keep the poll', async () => {
      const user = userEvent.setup();
      renderPoll(pollFixture());
      const deleteButton = await screen.findByRole('button', { name: 'Delete' });
      await user.click(deleteButton);
      const dialog = screen.getByRole('dialog', { name: 'Delete poll' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
      // Focus stays inside the dialog.
      await user.tab();
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(deleteButton);

      await user.click(deleteButton);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.deletePoll).not.toHaveBeenCalled();
    });

    it('deletes and goes to the dashboard', async () => {
      api.deletePoll.mockResolvedValue(undefined);
      const router = renderPoll(pollFixture());
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await screen.findByText('dashboard');
      expect(api.deletePoll).toHaveBeenCalledWith(pollFixture().id);
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('closes the dialog and shows the failure', async () => {
      api.deletePoll.mockRejectedValue(new RpcRequestError('Only the host can delete this poll', 403, '42501', 'poll.not_host_delete'));
      renderPoll(pollFixture());
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete poll: Only the host can delete this poll');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Team lunch' })).toBeTruthy();
    });

    it('rewords the failure on screen when the reader switches language', async () => {
      api.deletePoll.mockRejectedValue(new RpcRequestError('Only the host can delete this poll', 403, '42501', 'poll.not_host_delete'));
      renderPoll(pollFixture());
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete poll: Only the host can delete this poll');
      try {
        await act(() => load('de'));
        act(() => localeStore.choose('de'));
        await waitFor(
          () => expect(screen.getByRole('alert').textContent).toBe('Umfrage konnte nicht gelöscht werden: Nur die Leitung kann diese Umfrage löschen'),
          { timeout: 5000 },
        );
      } finally {
        act(() => localeStore.choose('en'));
      }
    });
  });
});
