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
    // Pasted, not typed key by key: this test is about the page's navigation (the form's typing has its own
    // tests), and 15 keystrokes, each re-rendering the whole form, took over vitest's 5 s on a loaded machine.
    for (const [name, text] of [['Title', 'Lunch'], ['Option 1', 'Pizza'], ['Option 2', 'Sushi']] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
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
