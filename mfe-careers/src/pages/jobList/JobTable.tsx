import type { JobItem } from '@azi/shared/api/schemas/job';
import { DataTable } from '@azi/shared/ui/DataTable';
import { PageLink } from '@azi/shared/ui/PageLink';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { CategoryIcon } from '../../jobs/CategoryIcon';
import { jobChoiceLabel } from '../../jobs/jobLabels';
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
export function JobTable({ items }: { items: readonly JobItem[] }) {
  const t = useT('careers');
  const { lang } = usePageAddress();
  const rows = items.map((job) => ({
    job,
    category: jobChoiceLabel('category', job.category, lang),
    city: jobChoiceLabel('city', job.city, lang),
  }));
  return (
    <DataTable caption={t('jobList.tableCaption')} captionHidden className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.titleColumn}>
            {t('jobList.columns.position')}
          </th>
          <th scope="col">
            {t('jobList.columns.category')}
            <WidestOf values={rows.map((row) => row.category)} className={styles.categorySizer} />
          </th>
          <th scope="col">
            {t('jobList.columns.location')}
            <WidestOf values={rows.map((row) => row.city)} />
          </th>
          <th scope="col">
            {t('jobList.columns.posted')}
            <WidestOf values={items.map((job) => job.date)} />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ job, category, city }) => (
          <tr key={job.id}>
            <th scope="row" className={styles.title}>
              <PageLink to="job_detail" query={{ id: job.id }} className={styles.link}>
                {job.title}
              </PageLink>
              <span className={styles.summary}>{job.summary}</span>
            </th>
            <td>
              <span className={styles.category}>
                <CategoryIcon category={job.category} size={22} />
                {category}
              </span>
            </td>
            <td>{city}</td>
            <td>
              <time dateTime={job.date}>{job.date}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
