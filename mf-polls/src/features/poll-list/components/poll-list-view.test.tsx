import { RpcRequestError } from '@runoff/platform/supabase';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PollListView } from './poll-list-view';
import { pollFixture, renderWithRouter } from '@runoff/test-utils';

const polls = [
  pollFixture({ id: 'a', title: 'Team lunch', category: 'Food', isActive: true, participantCount: 1 }),
  pollFixture({ id: 'b', title: 'Film night', category: 'Movies', description: '', isActive: false, status: 'completed', participantCount: 4 }),
];

describe('PollListView', () => {
  it('lists the polls with Active or Closed and links to each', () => {
    renderWithRouter(<PollListView polls={{ status: 'ready', data: polls }} />);
    const rows = within(screen.getByRole('list', { name: 'Your polls' })).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/polls/a', '/polls/b']);
    expect(rows[0]!.textContent).toContain('Active');
    expect(rows[0]!.textContent).toContain('1 participant');
    expect(rows[1]!.textContent).toContain('Closed');
    expect(rows[1]!.textContent).toContain('4 participants');
  });

  it('filters as the user types and says when nothing matches', async () => {
    renderWithRouter(<PollListView polls={{ status: 'ready', data: polls }} />);
    const search = screen.getByPlaceholderText('Search polls by title, description or category');
    await userEvent.type(search, 'MOVIES');
    expect(screen.getAllByRole('link', { name: /night|lunch/ }).map((link) => link.getAttribute('href'))).toEqual(['/polls/b']);
    await userEvent.clear(search);
    await userEvent.type(search, 'karaoke');
    expect(screen.getByText('No polls matching your search.')).toBeTruthy();
  });

  it('has its own empty text when the user has no polls', () => {
    renderWithRouter(<PollListView polls={{ status: 'ready', data: [] }} />);
    expect(screen.getByText("You haven't created any polls yet.")).toBeTruthy();
  });

  it('shows a load failure', () => {
    renderWithRouter(<PollListView polls={{ status: 'error', error: new RpcRequestError('You must be signed in to do this', 401, '42501', 'auth.sign_in_required') }} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load polls: You must be signed in to do this');
  });
});
