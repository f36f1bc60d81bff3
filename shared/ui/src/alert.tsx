import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  /** 'error' is the spec's red alert box; errors and warnings interrupt screen readers, the others don't. */
  tone?: 'error' | 'success' | 'warning' | 'info';
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={[styles.alert, styles[tone], className ?? ''].join(' ')} role={urgent ? 'alert' : 'status'}>
      {title && <strong className={styles.title}>{title}</strong>}
      {children}
    </div>
  );
}
