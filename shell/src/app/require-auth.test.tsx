import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInRedirectTarget } from '@runoff/platform/federation';
import { RequireAuth } from './require-auth';
import { authMock, signedInAs, signedOut } from '@runoff/test-utils';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));

/** Stands in for mf-auth's login page only in what the contract asks of it: go to signInRedirectTarget(state). */
function LoginContract() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        signedInAs({ displayName: 'Ada' });
        navigate(signInRedirectTarget(location.state), { replace: true });
      }}
    >
      sign in
    </button>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginContract /> },
      { path: '/dashboard', element: <RequireAuth><p>dashboard</p></RequireAuth> },
      { path: '/polls/:pollId', element: <RequireAuth><p>poll detail</p></RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  it('redirects a visitor without a user to /login, remembering the page', () => {
    signedOut();
    const router = renderAt('/polls/42?tab=results');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/polls/42?tab=results' });
  });

  it('returns to the page the visitor wanted after signing in', async () => {
    signedOut();
    const router = renderAt('/polls/42?tab=results');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(router.state.location.pathname).toBe('/polls/42');
    expect(router.state.location.search).toBe('?tab=results');
    expect(screen.getByText('poll detail')).toBeTruthy();
  });

  it('shows a spinner, not the page or a redirect, while the sign-in check runs', () => {
    authMock.status = 'loading';
    authMock.user = null;
    const router = renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renders the page for a signed-in user', () => {
    signedInAs({ email: 'ada@example.com' });
    renderAt('/dashboard');
    expect(screen.getByText('dashboard')).toBeTruthy();
  });
});
