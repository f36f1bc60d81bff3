import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { chooseLocale, useFailureText, usePageLocale } from '@runoff/platform/i18n';
import { LanguageMenu } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { useLogout } from '../hooks/use-logout';
import { MobileMenu } from './mobile-menu';
import { mainNavItems, signedOutAccountItems } from './nav-items';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** The logo: the brand's initial, the same in every language. */
const BRAND_INITIAL = 'R';

const hidden = (chunks: ReactNode[]) => (
  <span key="hidden" className="visually-hidden">
    {chunks}
  </span>
);

export function Header() {
  const { t, rich } = useText();
  const locale = usePageLocale();
  const { user } = useAuth();
  const { logout, busy, error } = useLogout();
  const describe = useFailureText();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const mobileMenuId = useId();
  const signedIn = user !== null;
  const name = user ? user.displayName || user.email || t('header.account') : '';

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
            {BRAND_INITIAL}
          </span>
          {rich('header.brand', { hidden })}
        </Link>
        <nav aria-label={t('nav.main')} className={styles.desktopNav}>
          <ul className={styles.links}>
            {mainNavItems(signedIn).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {!signedIn &&
              signedOutAccountItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={navClass}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
          {signedIn && <UserMenu name={name} onLogout={() => void logout()} busy={busy} />}
        </nav>
        <div className={styles.language}>
          <LanguageMenu value={locale} onChange={chooseLocale} label={t('header.language')} />
        </div>
        <button
          ref={toggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
      </div>
      <MobileMenu id={mobileMenuId} open={menuOpen} signedIn={signedIn} name={name} onLogout={() => void logout()} busy={busy} />
      {error !== null && (
        <p className={`alert-error ${styles.error}`} role="alert">
          {t('header.logoutFailed', { message: describe(error) })}
        </p>
      )}
    </header>
  );
}
