import { useEffect, type ReactNode } from 'react';
import { useStaticPageText } from '../../../lib/i18n/static-pages';
import styles from './static-page.module.css';

/** Common frame of the content pages: one h1, readable line length, the tab title. */
export function StaticPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useStaticPageText();
  const documentTitle = t('page.documentTitle', { title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </article>
  );
}
