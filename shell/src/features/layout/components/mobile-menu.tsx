import { NavLink } from '@runoff/platform/router';
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
export function MobileMenu({ id, open, signedIn, name, onLogout, busy }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Mobile" className={styles.mobileMenu} hidden={!open}>
      <ul className={styles.mobileLinks}>
        {mainNavItems(signedIn).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={styles.mobileLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {signedIn ? (
          <>
            <li className={styles.mobileUser}>
              <span className="visually-hidden">Signed in as </span>
              {name}
            </li>
            <li>
              <NavLink to="/profile" end className={styles.mobileLink}>
                Profile
              </NavLink>
            </li>
            <li>
              <button type="button" className={styles.mobileLink} onClick={onLogout} disabled={busy}>
                Logout
              </button>
            </li>
          </>
        ) : (
          signedOutAccountItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={styles.mobileLink}>
                {item.label}
              </NavLink>
            </li>
          ))
        )}
      </ul>
    </nav>
  );
}
