import { useCallback, useState } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';

/** Signs out and goes to /login, keeping the spec's message if it fails. */
export function useLogout() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setError(null);
    setBusy(true);
    try {
      await signOut();
      navigate('/login');
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      console.error('Failed to log out', cause);
      setError(`Failed to log out: ${message}`);
    } finally {
      setBusy(false);
    }
  }, [navigate, signOut]);

  return { logout, busy, error };
}
