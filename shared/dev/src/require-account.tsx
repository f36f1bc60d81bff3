import type { ReactNode } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { Spinner } from '@runoff/ui';
import { DevSignIn } from './dev-sign-in';

/** Standalone pages only: the children once an account is signed in, else the dev sign-in form. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner />;
  return user ? <>{children}</> : <DevSignIn />;
}
