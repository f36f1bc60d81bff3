import { useState, type FormEvent } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button, Card, TextField } from '@runoff/ui';
import styles from './dev-layout.module.css';

/**
 * Standalone pages only: the real sign-in and sign-up pages live in mf_auth, which a remote must not
 * import. This form calls the same shared auth store, so the session is the one the pages see.
 */
export function DevSignIn() {
  const { signIn, signUp } = useAuth();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const describe = useFailureText();
  const [error, setError] = useState<{ prefix: string; failure: Failure } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, prefix: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError({ prefix, failure: toFailure(failure) });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() => signIn(email, password), 'Failed to sign in');
  }

  return (
    <div className={styles.signIn}>
      <Card title="Sign in (standalone dev page)" headingLevel={1}>
        <form className={styles.form} onSubmit={onSubmit}>
          {error && <Alert>{`${error.prefix}: ${describe(error.failure)}`}</Alert>}
          <TextField label="Username (sign-up only)" value={username} onChange={(e) => setUsername(e.target.value)} />
          <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <div className={styles.buttons}>
            <Button type="submit" busy={busy}>
              Sign In
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void run(() => signUp(username, email, password), 'Failed to create an account')}>
              Sign Up
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
