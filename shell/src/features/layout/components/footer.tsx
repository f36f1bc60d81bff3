import { Link } from '@runoff/platform/router';
import { chooseLocale, usePageLocale } from '@runoff/platform/i18n';
import { LanguageMenu } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { footerItems } from './nav-items';
import styles from './footer.module.css';

export function Footer() {
  const { t, intl } = useText();
  const locale = usePageLocale();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('nav.footer')}>
        <ul className={styles.links}>
          {footerItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.language}>
        <LanguageMenu value={locale} onChange={chooseLocale} label={t('footer.language')} />
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: intl.formatDate(new Date(), { year: 'numeric' }) })}</p>
    </footer>
  );
}
