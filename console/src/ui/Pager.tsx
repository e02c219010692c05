import { useTranslation } from 'react-i18next';
import buttons from './buttons.module.css';
import styles from './listPage.module.css';

/** Previous / "page n of m" / next, shown only when there is more than one page. */
export function Pager({
  pageNo,
  total,
  pageSize,
  onPage,
}: {
  pageNo: number;
  total: number;
  pageSize: number;
  onPage(pageNo: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('list.page', { pageNo, pages })}>
      <button type="button" className={buttons.button} disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('list.previous')}
      </button>
      <span>{t('list.page', { pageNo, pages })}</span>
      <button type="button" className={buttons.button} disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('list.next')}
      </button>
    </nav>
  );
}
