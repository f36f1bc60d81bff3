import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { useLogout } from '../hooks/use-logout';
import { MobileMenu } from './mobile-menu';
import { mainNavItems, signedOutAccountItems } from './nav-items';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function Header() {
  const { user } = useAuth();
  const { logout, busy, error } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const mobileMenuId = useId();
  const signedIn = user !== null;
  const name = user ? user.displayName || user.email || 'Account' : '';

  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // The open mobile menu closes on Escape (focus back on its button) and on a tap outside the header.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !header.current?.contains(event.target)) setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header ref={header} className={styles.header}>
      <div className={styles.bar}>
        {/* The accessible name starts with the visible text ("Runoff"), so voice control users can say it. */}
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            R
          </span>
          Runoff<span className="visually-hidden"> home</span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {mainNavItems(signedIn).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {!signedIn &&
              signedOutAccountItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={navClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
          </ul>
          {signedIn && <UserMenu name={name} onLogout={() => void logout()} busy={busy} />}
        </nav>
        <button
          ref={toggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
      </div>
      <MobileMenu id={mobileMenuId} open={menuOpen} signedIn={signedIn} name={name} onLogout={() => void logout()} busy={busy} />
      {error && (
        <p className={`alert-error ${styles.error}`} role="alert">
          {error}
        </p>
      )}
    </header>
  );
}
