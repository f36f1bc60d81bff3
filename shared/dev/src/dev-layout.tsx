import { Link, NavLink, Outlet } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { RequireAccount } from './require-account';
import styles from './dev-layout.module.css';

export interface DevLink {
  to: string;
  label: string;
  /** Active only on this exact path (a list page whose children are other links). */
  end?: boolean;
}

export interface DevLayoutProps {
  /** The remote's federation name, shown in the bar (mf_polls). */
  name: string;
  /** Links to the remote's exposed pages. */
  links?: readonly DevLink[];
  /** Show the dev sign-in form instead of the pages until an account (not an anonymous session) is signed in. */
  requireAccount?: boolean;
}

/** A remote's standalone page frame (route element with an Outlet): its name, links and the current session. */
export function DevLayout({ name, links = [], requireAccount = false }: DevLayoutProps) {
  const { status, user, sessionUser, signOut } = useAuth();
  const who = user ? `Signed in as ${user.displayName ?? user.email}` : sessionUser ? 'Anonymous session' : 'Signed out';
  return (
    <>
      <header className={styles.bar}>
        <Link to="/" className={styles.name}>
          {name} standalone
        </Link>
        {links.length > 0 && (
          <nav className={styles.nav} aria-label="Exposed pages">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
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
        {requireAccount ? (
          <RequireAccount>
            <Outlet />
          </RequireAccount>
        ) : (
          <Outlet />
        )}
      </main>
    </>
  );
}
