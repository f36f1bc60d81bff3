import { Link } from '@runoff/platform/router';
import { footerItems } from './nav-items';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {footerItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>© {new Date().getFullYear()} Runoff. All rights reserved.</p>
    </footer>
  );
}
