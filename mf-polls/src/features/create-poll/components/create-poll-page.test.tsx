import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { signedInAs } from '@runoff/test-utils';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));
const api = vi.hoisted(() => ({ createPoll: vi.fn() }));
vi.mock('../api/create-poll', () => api);

const { CreatePollPage } = await import('./create-poll-page');

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/polls/create', element: <CreatePollPage /> },
      { path: '/polls/:pollId', element: <p>poll page</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CreatePollPage', () => {
  beforeEach(() => signedInAs({ uid: 'user-1', displayName: 'ada' }));

  it('opens the new poll after saving', async () => {
    api.createPoll.mockResolvedValue({ id: 'new-poll' });
    const router = renderAt(['/polls/create']);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lunch');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Pizza');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Sushi');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    await screen.findByText('poll page');
    expect(router.state.location.pathname).toBe('/polls/new-poll');
  });

  it('Cancel goes back one step', async () => {
    const router = renderAt(['/dashboard', '/polls/create']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
