import { NavLink, Outlet } from 'react-router';
import { useAuth } from '@runoff/shared/auth';
import styles from './dev-layout.module.css';

/** The standalone page's frame: links to the four exposed pages and the current session, for development. */
export function DevLayout() {
  const { status, user, sessionUser, signOut } = useAuth();
  const who = user ? (user.displayName ?? user.email) : sessionUser ? 'an anonymous participant' : null;
  return (
    <>
      <header className={styles.bar}>
        <strong>mf_auth standalone</strong>
        <nav className={styles.nav} aria-label="Exposed pages">
          <NavLink to="/login">Login</NavLink>
          <NavLink to="/signup">Sign Up</NavLink>
          <NavLink to="/forgot-password">Forgot password</NavLink>
          <NavLink to="/profile">Profile</NavLink>
          <NavLink to="/dashboard">Session</NavLink>
        </nav>
        <div className={styles.session}>
          {status === 'loading' ? 'Checking session…' : who ? `Signed in as ${who}` : 'Signed out'}
          {who && (
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
