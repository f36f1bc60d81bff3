import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthGate } from './auth-gate';
import { authMock, signedOut } from '@runoff/test-utils';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));

describe('AuthGate', () => {
  it('shows only a spinner until the first sign-in check has finished, then the app', () => {
    authMock.status = 'loading';
    authMock.user = null;
    const { rerender } = render(<AuthGate><p>the app</p></AuthGate>);
    expect(screen.getByRole('status').textContent).toContain('Loading Runoff');
    expect(screen.queryByText('the app')).toBeNull();

    signedOut();
    rerender(<AuthGate><p>the app</p></AuthGate>);
    expect(screen.getByText('the app')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
