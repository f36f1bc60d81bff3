import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthUser } from '@runoff/platform/auth';
import { DevLayout, type DevLayoutProps } from './dev-layout';

// The harness only reads the auth state; the store itself is tested in src/auth.
const auth = vi.hoisted(() => ({
  state: { status: 'signed-out', user: null, sessionUser: null } as {
    status: 'loading' | 'signed-in' | 'signed-out';
    user: AuthUser | null;
    sessionUser: AuthUser | null;
  },
}));
vi.mock('@runoff/platform/auth', () => ({
  useAuth: () => ({ ...auth.state, error: null, signOut: async () => {}, signIn: async () => {}, signUp: async () => {} }),
}));

const ada: AuthUser = { uid: 'u1', displayName: 'ada', email: 'ada@example.com', isAnonymous: false, createdAt: null, lastSignInAt: null };

function renderLayout(props: DevLayoutProps) {
  const router = createMemoryRouter(
    [{ path: '/', element: <DevLayout {...props} />, children: [{ path: 'polls', element: <p>The polls page</p> }] }],
    { initialEntries: ['/polls'] },
  );
  render(<RouterProvider router={router} />);
}

describe('DevLayout', () => {
  afterEach(cleanup);

  it('names the remote, links its pages and shows the session', () => {
    auth.state = { status: 'signed-in', user: ada, sessionUser: ada };
    renderLayout({ name: 'mf_polls', links: [{ to: '/polls', label: 'Polls' }] });
    expect(screen.getByRole('link', { name: 'mf_polls standalone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Polls' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Signed in as ada')).toBeTruthy();
    expect(screen.getByText('The polls page')).toBeTruthy();
  });

  it('asks an anonymous session to sign in when the pages need an account', () => {
    auth.state = { status: 'signed-out', user: null, sessionUser: { ...ada, isAnonymous: true } };
    renderLayout({ name: 'mf_polls', requireAccount: true });
    expect(screen.getByText('Anonymous session')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in (standalone dev page)' })).toBeTruthy();
    expect(screen.queryByText('The polls page')).toBeNull();
  });

  it('shows the pages to anyone when no account is needed', () => {
    auth.state = { status: 'signed-out', user: null, sessionUser: null };
    renderLayout({ name: 'mf_lobby' });
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(screen.getByText('The polls page')).toBeTruthy();
  });
});
