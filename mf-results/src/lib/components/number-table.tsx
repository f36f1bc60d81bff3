import { useId, type ReactNode } from 'react';
import { useSectionLabelledBy } from '../hooks/section-id';
import styles from './number-table.module.css';

export interface NumberTableProps {
  /** What the table shows: its visible title above the scroller, the scroller's name, and the table's caption. */
  title: string;
  /** The table, whose caption should read `title` (a reader of the page finds the table by it). */
  children: ReactNode;
  testId?: string;
}

/**
 * A table of numbers that fits a phone (issue 33): it scrolls sideways inside its own box, whose first
 * column (the names) stays put while the numbers move and never wrap. The box is a focusable, named region,
 * so a keyboard can scroll it and a screen reader says what it holds. Its title sits outside the box, where
 * the table's own caption would scroll away with it and be cut at the box's edge.
 */
export function NumberTable({ title, children, testId }: NumberTableProps) {
  const id = useId();
  const labelledBy = useSectionLabelledBy(id);
  return (
    <div className={styles.block} data-testid={testId}>
      <p id={id} className={styles.title} aria-hidden="true">
        {title}
      </p>
      <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}

/** The class a NumberTable's <table> takes: sticky first column, numbers on one line. */
export const numberTableClass = styles.table;
/** The caption kept for the table's name, shown by the title outside the scroller instead. */
export const numberTableCaptionClass = styles.caption;
