import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs, signedOut, tiedResults } from '@runoff/test-utils';
import { ResultsView } from './results-view';
import { countResults } from '../../../../tests/support/count-results';
import { CreateRunoffButton } from '../../../lib/components/create-runoff-button';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));

function renderTie() {
  const counted = countResults(tiedResults());
  const router = createMemoryRouter([{ path: '*', element: <ResultsView counted={counted} tieAction={<CreateRunoffButton pollId={counted.results.poll.id} />} /> }]);
  render(<RouterProvider router={router} />);
  return counted.results.poll.id;
}

describe('Create runoff poll', () => {
  it('is left out where no tie action is given (embedded results)', () => {
    signedInAs({ displayName: 'Ada' });
    const counted = countResults(tiedResults());
    const router = createMemoryRouter([{ path: '*', element: <ResultsView counted={counted} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Tied: Heads and Tails')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create runoff poll' })).toBeNull();
  });


  it('is offered after a tie to a signed-in account, linking to the runoff create page', () => {
    signedInAs({ displayName: 'Ada' });
    const pollId = renderTie();
    const link = screen.getByRole('link', { name: 'Create runoff poll' });
    expect(link.getAttribute('href')).toBe(`/polls/create?runoffOf=${encodeURIComponent(pollId)}`);
  });

  it('is not offered to anonymous participants, who cannot create polls', () => {
    signedInAs({ isAnonymous: true });
    renderTie();
    expect(screen.getByText('Tied: Heads and Tails')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create runoff poll' })).toBeNull();
  });

  it('is not offered to signed-out visitors', () => {
    signedOut();
    renderTie();
    expect(screen.getByText('Tied: Heads and Tails')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create runoff poll' })).toBeNull();
  });
});
