import { vi } from 'vitest';
import type { AuthUser } from '@runoff/platform/auth';

/** State the mocked useAuth() returns; tests set it before rendering. */
export const authMock = {
  status: 'signed-out' as 'loading' | 'signed-in' | 'signed-out',
  user: null as AuthUser | null,
  signOut: vi.fn(async () => {}),
};

export function signedInAs(user: Partial<AuthUser>) {
  authMock.status = 'signed-in';
  authMock.user = {
    uid: 'user-1',
    displayName: null,
    email: null,
    isAnonymous: false,
    createdAt: null,
    lastSignInAt: null,
    ...user,
  };
}

export function signedOut() {
  authMock.status = 'signed-out';
  authMock.user = null;
}

/** Used by `vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule))`. */
export const authModule = {
  useAuth: () => ({ ...authMock, error: null }),
};
