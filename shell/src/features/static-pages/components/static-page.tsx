import { useEffect, type ReactNode } from 'react';
import styles from './static-page.module.css';

/** Common frame of the content pages: one h1, readable line length, the tab title. */
export function StaticPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Runoff`;
  }, [title]);

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </article>
  );
}
