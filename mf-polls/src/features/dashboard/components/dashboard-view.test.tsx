import { screen, within } from '@testing-library/react';
import type { AuthUser } from '@runoff/platform/auth';
import { DashboardView } from './dashboard-view';
import { pollFixture, renderWithRouter } from '@runoff/test-utils';

const ada: AuthUser = { uid: 'user-1', displayName: 'ada', email: 'ada@example.com', isAnonymous: false, createdAt: null, lastSignInAt: null };

function counter(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('DashboardView', () => {
  it('welcomes the user and offers to create a poll and to see all polls', () => {
    renderWithRouter(<DashboardView user={ada} polls={{ status: 'ready', data: { created: [], participated: [] } }} onRetry={() => {}} />);
    expect(screen.getByText('Welcome, ada!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Poll' }).getAttribute('href')).toBe('/polls/create');
    expect(screen.getByRole('link', { name: 'View all your polls' }).getAttribute('href')).toBe('/polls');
  });

  it('shows the empty texts and zero counters', () => {
    renderWithRouter(<DashboardView user={ada} polls={{ status: 'ready', data: { created: [], participated: [] } }} onRetry={() => {}} />);
    expect(screen.getByText("You haven't created any polls yet.")).toBeTruthy();
    expect(screen.getByText("You haven't participated in any polls yet.")).toBeTruthy();
    expect([counter('Total Polls Created'), counter('Polls Participated In'), counter('Active Polls')]).toEqual(['0', '0', '0']);
  });

  it('counts and lists created and participated polls', () => {
    const created = [
      pollFixture({ id: 'c1', title: 'Team lunch', category: 'Food', participantCount: 1, createdAt: '2026-11-20T10:00:00.000Z' }),
      pollFixture({ id: 'c2', title: 'Old poll', isActive: false, status: 'completed', participantCount: 2, createdAt: 'garbage' }),
    ];
    const participated = [
      pollFixture({ id: 'c1', title: 'Team lunch', createdBy: 'user-1' }),
      pollFixture({ id: 'p2', title: 'Film night', createdBy: 'user-9', isActive: true, expiresAt: '2000-01-01T00:00:00.000Z', createdAt: null }),
    ];
    renderWithRouter(<DashboardView user={ada} polls={{ status: 'ready', data: { created, participated } }} onRetry={() => {}} />);
    expect([counter('Total Polls Created'), counter('Polls Participated In'), counter('Active Polls')]).toEqual(['2', '2', '1']);

    const yours = within(screen.getByRole('region', { name: 'Your Polls' })).getAllByRole('link', { name: /lunch|Old/ });
    expect(yours.map((row) => row.getAttribute('href'))).toEqual(['/polls/c1', '/polls/c2']);
    expect(yours[0]!.textContent).toContain('Food');
    expect(yours[0]!.textContent).toContain('1 participant');
    expect(yours[0]!.textContent).not.toContain('1 participants');
    expect(yours[1]!.textContent).toContain('2 participants');
    expect(yours[1]!.textContent).toContain('Invalid Date');

    const joined = within(screen.getByRole('region', { name: 'Participated Polls' })).getAllByRole('link');
    expect(joined[0]!.textContent).toContain('Created by: You');
    expect(joined[0]!.textContent).toContain('Active');
    expect(joined[1]!.getAttribute('href')).toBe('/polls/p2');
    expect(joined[1]!.textContent).toContain('Created by: Another user');
    expect(joined[1]!.textContent).toContain('Closed');
    expect(joined[1]!.textContent).toContain('Unknown Date');
  });

  it('shows a load failure with the server message', () => {
    renderWithRouter(
      <DashboardView user={ada} polls={{ status: 'error', error: new TypeError('Failed to fetch') }} onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load polls: Could not reach the server. Check your connection and try again.');
  });

  it('falls back to the e-mail without a display name', () => {
    renderWithRouter(<DashboardView user={{ ...ada, displayName: null }} polls={{ status: 'loading' }} onRetry={() => {}} />);
    expect(screen.getByText('Welcome, ada@example.com!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your polls…');
  });
});
