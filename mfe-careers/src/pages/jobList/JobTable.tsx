import { DataTable } from '@azi/shared/ui/DataTable';
import { PageLink } from '@azi/shared/ui/PageLink';
import { useT } from '@azi/shared/ui/PageContext';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import type { ListedPosition } from '../../jobs/jobFilter';
import { detailPageOf } from '../../jobs/positions';
import styles from './JobTable.module.css';

/**
 * The values of a column in every row, laid out in its header with no height and hidden: the
 * column is as wide as its widest value from the first row on. A browser draws a table while its
 * rows are still arriving (a slow connection, a busy phone); without this, a later row with a
 * longer family widened the column, and every row above it moved.
 */
function WidestOf({ values, className }: { values: readonly string[]; className?: string }) {
  return (
    <span aria-hidden="true" className={className ? `${styles.sizer} ${className}` : styles.sizer}>
      {[...new Set(values)].map((value) => (
        <span key={value}>{value}</span>
      ))}
    </span>
  );
}

/** Desktop: the positions as a table, so family, place and date can be compared down the columns. */
export function JobTable({ items }: { items: readonly ListedPosition[] }) {
  const t = useT('careers');
  return (
    <DataTable caption={t('jobList.tableCaption')} captionHidden className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.titleColumn}>
            {t('jobList.columns.position')}
          </th>
          <th scope="col">
            {t('jobList.columns.category')}
            <WidestOf values={items.map(({ text }) => text.category)} className={styles.categorySizer} />
          </th>
          <th scope="col">
            {t('jobList.columns.location')}
            <WidestOf values={items.map(({ text }) => text.city)} />
          </th>
          <th scope="col">
            {t('jobList.columns.posted')}
            <WidestOf values={items.map(({ position }) => position.datePosted)} />
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ position, text }) => (
          <tr key={position.id}>
            <th scope="row" className={styles.title}>
              <PageLink to={detailPageOf(position)} className={styles.link}>
                {text.title}
              </PageLink>
              <span className={styles.summary}>{text.summary}</span>
            </th>
            <td>
              <span className={styles.category}>
                <CategoryIcon category={position.category} size={22} />
                {text.category}
              </span>
            </td>
            <td>{text.city}</td>
            <td>
              <time dateTime={position.datePosted}>{position.datePosted}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
