import { NavLink, Outlet } from 'react-router';
import { useAuth } from '@runoff/shared/auth';
import { DevSignIn } from './dev-sign-in';
import styles from './dev-layout.module.css';

/** The standalone page's frame: links to the exposed pages and the current session, for development. */
export function DevLayout() {
  const { status, user, signOut } = useAuth();
  return (
    <>
      <header className={styles.bar}>
        <strong>mf_polls standalone</strong>
        <nav className={styles.nav} aria-label="Exposed pages">
          <NavLink to="/dashboard">Dashboard</NavLink>
          <NavLink to="/polls" end>
            Polls
          </NavLink>
          <NavLink to="/polls/create">Create Poll</NavLink>
        </nav>
        <div className={styles.session}>
          {status === 'loading' ? 'Checking session…' : user ? `Signed in as ${user.displayName ?? user.email}` : 'Signed out'}
          {user && (
            <button type="button" onClick={() => signOut().catch(() => {})}>
              Log out
            </button>
          )}
        </div>
      </header>
      <main>{status === 'signed-out' || (status === 'signed-in' && !user) ? <DevSignIn /> : <Outlet />}</main>
    </>
  );
}
