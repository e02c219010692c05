import type { ReactNode } from 'react';
import styles from './listPage.module.css';

/**
 * A wide table's own scrolling box: on a phone the table scrolls sideways in it and the page
 * never does. It is focusable so that a keyboard can scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and named, since a screen reader announces a focused region.
 */
export function ScrollBox({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
    <div className={styles.tableScroll} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
