import type { ReactNode } from 'react';
import styles from './page.module.css';

export { styles as pageStyles };

/** The page frame with its one h1. */
export function Page({ title, actions, narrow = false, children }: { title?: ReactNode; actions?: ReactNode; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={[styles.page, narrow ? styles.narrow : ''].join(' ')}>
      {(title || actions) && (
        <div className={styles.headerRow}>
          {title && <h1 className={styles.title}>{title}</h1>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}
