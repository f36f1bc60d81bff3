import type { ReactNode } from 'react';
import { NavLink } from '@runoff/platform/router';
import { useText } from '../../../lib/i18n';
import { mainNavItems, signedOutAccountItems } from './nav-items';
import styles from './header.module.css';

interface MobileMenuProps {
  id: string;
  open: boolean;
  signedIn: boolean;
  name: string;
  onLogout: () => void;
  busy: boolean;
}

/** The header's links stacked for narrow screens; toggled by the header's menu button. */
const hidden = (chunks: ReactNode[]) => (
  <span key="hidden" className="visually-hidden">
    {chunks}
  </span>
);

export function MobileMenu({ id, open, signedIn, name, onLogout, busy }: MobileMenuProps) {
  const { t, rich } = useText();
  return (
    <nav id={id} aria-label={t('nav.mobile')} className={styles.mobileMenu} hidden={!open}>
      <ul className={styles.mobileLinks}>
        {mainNavItems(signedIn).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={styles.mobileLink}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        {signedIn ? (
          <>
            <li className={styles.mobileUser}>
              {rich('header.signedInAs', { hidden, name: <bdi key="name">{name}</bdi> })}
            </li>
            <li>
              <NavLink to="/profile" end className={styles.mobileLink}>
                {t('header.profile')}
              </NavLink>
            </li>
            <li>
              <button type="button" className={styles.mobileLink} onClick={onLogout} disabled={busy}>
                {t('header.logout')}
              </button>
            </li>
          </>
        ) : (
          signedOutAccountItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={styles.mobileLink}>
                {t(item.label)}
              </NavLink>
            </li>
          ))
        )}
      </ul>
    </nav>
  );
}
