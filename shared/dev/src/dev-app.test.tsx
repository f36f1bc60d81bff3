import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Link, Outlet } from '@runoff/platform/router';
import userEvent from '@testing-library/user-event';
import { DevApp } from './dev-app';

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
});

describe('DevApp', () => {
  it("renders the route of the page's address, and follows links between the routes", async () => {
    window.history.pushState(null, '', '/first');
    const routes = [
      {
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [
          { path: 'first', element: <Link to="/second">Go on</Link> },
          { path: 'second', element: <h1>Second page</h1> },
        ],
      },
    ];
    render(<DevApp routes={routes} />);
    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(screen.getByRole('heading', { name: 'Second page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/second');
  });
});
