import { useRef, type ReactNode } from 'react';
import { useAuth } from '@runoff/shared/auth';
import { Spinner } from '../components/spinner';

/** Nothing renders until the first sign-in check has finished (spec §2), so pages never flash the wrong state. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const settled = useRef(false);
  if (status !== 'loading') settled.current = true;
  if (!settled.current) return <Spinner fullPage label="Loading Runoff…" />;
  return children;
}
