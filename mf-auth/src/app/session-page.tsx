import { useAuth } from '@runoff/platform/auth';
import { Card } from '@runoff/ui';

/**
 * Stands in for the shell's /dashboard in the standalone page (login and sign-up land there): it shows
 * what the shared auth store holds, which is what the other remotes will see.
 */
export function SessionPage() {
  const { status, user, sessionUser, passwordRecovery, error } = useAuth();
  return (
    <div style={{ maxWidth: '40rem', margin: '2rem auto', padding: '0 1rem' }}>
      <Card title="Session (standalone dev page)" headingLevel={1}>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify({ status, user, sessionUser, passwordRecovery, error }, null, 2)}
        </pre>
      </Card>
    </div>
  );
}
