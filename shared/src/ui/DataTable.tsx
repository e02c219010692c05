import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface DataTableProps {
  /** The table's accessible name, shown above it unless captionHidden. */
  caption: string;
  /** Keeps the caption for screen readers only, where a heading above already says what it lists. */
  captionHidden?: boolean;
  /** The <thead> and <tbody>; header cells carry their own scope. */
  children: ReactNode;
  /** Tighter cells for narrow (mobile) layouts. */
  compact?: boolean;
  /** Scrolls sideways inside its own box when the columns do not fit, instead of widening the page. */
  scrollable?: boolean;
  className?: string;
}

/** A data table in the site's look: brand header row, zebra body rows, bold row headers. */
export function DataTable({
  caption,
  captionHidden = false,
  children,
  compact = false,
  scrollable = false,
  className,
}: DataTableProps) {
  const classes = [styles.table, compact ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  const table = (
    <table className={classes}>
      <caption className={captionHidden ? 'visually-hidden' : styles.caption}>{caption}</caption>
      {children}
    </table>
  );
  return scrollable ? <div className={styles.scroller}>{table}</div> : table;
}
