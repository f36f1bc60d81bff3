import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Heading level of the title: pages use 1, panels inside a page 2 or lower. */
  headingLevel?: 1 | 2 | 3;
}

/** A surface with an optional heading; when titled it is a labelled region. */
export function Card({ title, description, footer, children, className, headingLevel = 2 }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.card, className ?? ''].join(' ')} aria-labelledby={title ? titleId : undefined}>
      {(title || description) && (
        <header className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {description && <p className={styles.description}>{description}</p>}
        </header>
      )}
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
