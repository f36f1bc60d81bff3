import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from './layout';
import { authMock, signedInAs, signedOut } from '@runoff/test-utils';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/login', element: <p>login page</p> },
          { path: '/profile', element: <p>profile page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const linkNames = (nav: HTMLElement) => within(nav).queryAllByRole('link').map((link) => link.textContent);

describe('Header', () => {
  beforeEach(() => {
    authMock.signOut.mockReset();
    authMock.signOut.mockResolvedValue(undefined);
  });

  it('shows Home, Login and Sign Up when signed out', () => {
    signedOut();
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'Login', 'Sign Up']);
    expect(within(nav).queryByRole('button', { name: /account/i })).toBeNull();
  });

  it('shows Dashboard, Create Poll and a user menu with the display name when signed in', async () => {
    signedInAs({ displayName: 'Ada', email: 'ada@example.com' });
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', 'Dashboard', 'Create Poll']);
    const menuButton = within(nav).getByRole('button', { name: /Ada/ });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Logout']);
  });

  it('falls back to the e-mail when there is no display name', () => {
    signedInAs({ displayName: null, email: 'grace@example.com' });
    renderAt('/');
    expect(screen.getByRole('button', { name: /grace@example.com/ })).toBeTruthy();
  });

  it('closes the user menu with Escape and gives focus back to its button', async () => {
    signedInAs({ displayName: 'Ada' });
    renderAt('/');
    const menuButton = screen.getByRole('button', { name: /Ada/ });
    await userEvent.click(menuButton);
    await userEvent.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('opens the user menu from the keyboard and moves between items with the arrow keys', async () => {
    signedInAs({ displayName: 'Ada' });
    renderAt('/');
    screen.getByRole('button', { name: /Ada/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('signs out and goes to /login on Logout', async () => {
    signedInAs({ displayName: 'Ada' });
    const router = renderAt('/profile');
    await userEvent.click(screen.getByRole('button', { name: /Ada/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(authMock.signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows "Failed to log out" and stays put when signing out fails', async () => {
    signedInAs({ displayName: 'Ada' });
    authMock.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderAt('/profile');
    await userEvent.click(screen.getByRole('button', { name: /Ada/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to log out: Could not reach the server. Check your connection and try again.');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('has a mobile menu toggled by an accessible button', async () => {
    signedOut();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const mobile = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(mobile.getAttribute('aria-label')).toBe('Mobile');
    expect(mobile.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(mobile.hidden).toBe(false);
    expect(linkNames(mobile)).toEqual(['Home', 'Login', 'Sign Up']);
    await userEvent.click(within(mobile).getByRole('link', { name: 'Login' }));
    expect(mobile.hidden).toBe(true);
  });

  it('closes the mobile menu on Escape, focus back on its button, and on a tap outside', async () => {
    signedOut();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const mobile = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(toggle);
    expect(mobile.hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(mobile.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(within(mobile).getByRole('link', { name: 'Home' }).closest('li')!);
    expect(mobile.hidden).toBe(false);
    await userEvent.click(screen.getByText('home page'));
    expect(mobile.hidden).toBe(true);
  });

  it('names the brand link by its visible text', () => {
    signedOut();
    renderAt('/');
    const brand = screen.getByRole('link', { name: /^Runoff\s*home$/ });
    expect(brand.textContent).toContain('Runoff');
    expect(brand.getAttribute('aria-label')).toBeNull();
  });

  it('has the footer links and a copyright line', () => {
    signedOut();
    renderAt('/');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(linkNames(footer)).toEqual(['Home', 'About', 'How It Works', 'Privacy', 'Terms']);
    expect(screen.getByText(/© \d{4} Runoff/)).toBeTruthy();
  });
});
