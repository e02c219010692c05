import { useSharedText } from '@azi/shared/i18n/sharedText';
import { pageWindow } from '@azi/shared/paging/pageWindow';
import styles from './Pagination.module.css';

export interface PaginationProps {
  pageNo: number;
  pageSize: number;
  total: number;
  /** The href of page n, so every page is a real link (shareable, crawlable). */
  hrefFor: (pageNo: number) => string;
  onNavigate?: (pageNo: number) => void;
}

/** Page links under a list. Renders nothing when everything fits on one page. */
export function Pagination({ pageNo, pageSize, total, hrefFor, onNavigate }: PaginationProps) {
  const t = useSharedText();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const items = pageWindow(pageNo, pageCount);

  const link = (n: number, label: string, text: string, current = false) => (
    <a
      className={current ? `${styles.item} ${styles.current}` : styles.item}
      href={hrefFor(n)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(n);
      }}
    >
      {text}
    </a>
  );

  // An arrow with nowhere to go stays in its place (the numbers do not shift) and keeps its name,
  // said to be unavailable: a bare, faint '‹' was read as nothing (pa11y) and hard to see.
  const unavailable = (label: string, text: string) => (
    <span className={styles.disabled} role="link" aria-disabled="true" aria-label={label}>
      {text}
    </span>
  );

  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {pageNo > 1 ? link(pageNo - 1, t('previousPage'), '‹') : unavailable(t('previousPage'), '‹')}
      {items.map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <span key={item}>{link(item, t('page', { n: item }), String(item), item === pageNo)}</span>
        ),
      )}
      {pageNo < pageCount ? link(pageNo + 1, t('nextPage'), '›') : unavailable(t('nextPage'), '›')}
    </nav>
  );
}
