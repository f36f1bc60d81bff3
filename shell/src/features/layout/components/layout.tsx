import { Outlet } from '@runoff/platform/router';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { useText } from '../../../lib/i18n';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';

/** Header and footer around every page. */
export function Layout() {
  // A footer link at the bottom of a long page opens the next page at its top.
  useScrollToTop();
  const { t } = useText();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
