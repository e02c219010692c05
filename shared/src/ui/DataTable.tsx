import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface DataTableProps {
  /** The table's accessible name, shown above it. */
  caption: string;
  /** The <thead> and <tbody>; header cells carry their own scope. */
  children: ReactNode;
  /** Tighter cells for narrow (mobile) layouts. */
  compact?: boolean;
  className?: string;
}

/** A data table in the site's look: brand header row, zebra body rows, bold row headers. */
export function DataTable({ caption, children, compact = false, className }: DataTableProps) {
  const classes = [styles.table, compact ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <table className={classes}>
      <caption className={styles.caption}>{caption}</caption>
      {children}
    </table>
  );
}
