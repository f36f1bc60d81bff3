import { useRef, type ReactNode } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { Spinner } from '@runoff/ui';
import { useText } from '../lib/i18n';

/** Nothing renders until the first sign-in check has finished (product §2.2), so pages never flash the wrong state. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const settled = useRef(false);
  const { t } = useText();
  if (status !== 'loading') settled.current = true;
  if (!settled.current) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner label={t('auth.loadingRunoff')} />
      </div>
    );
  }
  return children;
}
