import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSignInTarget } from './use-sign-in-target';

function Target() {
  return <output>{useSignInTarget()}</output>;
}

function targetFor(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter([{ path: '*', element: <Target /> }], { initialEntries: [entry] });
  const { unmount } = render(<RouterProvider router={router} />);
  const target = screen.getByRole('status').textContent;
  unmount();
  return target;
}

describe('useSignInTarget', () => {
  it('goes to /dashboard by default', () => {
    expect(targetFor('/login')).toBe('/dashboard');
  });

  it('returns to the page the guard bounced the visitor from', () => {
    expect(targetFor({ pathname: '/login', state: { from: '/polls/42?tab=results' } })).toBe('/polls/42?tab=results');
  });

  it('honours ?redirectTo when there is no state', () => {
    expect(targetFor('/login?redirectTo=%2Fpolls%2Fcreate')).toBe('/polls/create');
  });

  it('never leaves the site', () => {
    expect(targetFor('/login?redirectTo=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(targetFor('/login?redirectTo=%2F%2Fevil.example')).toBe('/dashboard');
  });
});
