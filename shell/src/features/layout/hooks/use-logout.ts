import { toFailure, type Failure } from '@runoff/platform/i18n';
import { useCallback, useState } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';

/** Signs out and goes to /login, keeping the failure if it fails. */
export function useLogout() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  // The failure itself: the header words it in the reader's language ("Failed to log out: {message}").
  const [error, setError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setError(null);
    setBusy(true);
    try {
      await signOut();
      navigate('/login');
    } catch (cause) {
      console.error('Failed to log out', cause);
      setError(toFailure(cause));
    } finally {
      setBusy(false);
    }
  }, [navigate, signOut]);

  return { logout, busy, error };
}
