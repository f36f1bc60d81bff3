import { Link, Outlet } from 'react-router';
import { useAuth } from '@runoff/shared/auth';
import styles from './dev-layout.module.css';

/** The standalone page's frame: the current session, for development. */
export function DevLayout() {
  const { status, user, sessionUser, signOut } = useAuth();
  const who = user ? `Signed in as ${user.displayName ?? user.email}` : sessionUser ? 'Anonymous session' : 'Signed out';
  return (
    <>
      <header className={styles.bar}>
        <Link to="/">
          <strong>mf_lobby standalone</strong>
        </Link>
        <div className={styles.session}>
          {status === 'loading' ? 'Checking session…' : who}
          {sessionUser && (
            <button type="button" onClick={() => signOut().catch(() => {})}>
              Log out
            </button>
          )}
        </div>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
