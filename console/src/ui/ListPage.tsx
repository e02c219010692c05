import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from './buttons.module.css';
import styles from './listPage.module.css';
import { ResultsTable } from './ResultsTable';
import type { Loaded } from './useLoaded';

/** What a list screen loads: the rows shown, and how many match in all when the list is paged. */
export interface ListData<Row> {
  list: readonly Row[];
  total?: number;
}

/** The page shown and how to turn it (the total is the data's). */
export interface Paging {
  pageNo: number;
  pageSize: number;
  onPage(pageNo: number): void;
}

interface Props<Data extends ListData<unknown>> {
  title: string;
  /** 1 for a screen, 2 for a list that is one part of a screen (the alerts' outbox). */
  level?: 1 | 2;
  /** Beside the title: the screen's "new" action. */
  action?: ReactNode;
  /** Between the title and the results: an intro, the announcer, the filters. */
  children?: ReactNode;
  /** The list as loaded, and when it comes in pages, the page shown and how to turn it (usePagedList gives both). */
  list: { loaded: Loaded<Data>; paging?: Paging };
  /** "12 items", announced when the results change. */
  count?: (data: Data) => string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  columns: readonly string[];
  /** One <tr> per row (with its key), one cell per column. */
  row: (item: Data['list'][number]) => ReactNode;
  /** After the results: the screen's dialogs. */
  after?: ReactNode;
}

/**
 * A console list screen: its title (and "new" action), what goes above the results, then the
 * results as the load stands: "Loading…", the load's error with a way to try again, or the
 * table (cards under 700px), its count, empty message and pager.
 */
export function ListPage<Data extends ListData<unknown>>({
  title,
  level = 1,
  action,
  children,
  list,
  count,
  empty,
  columns,
  row,
  after,
}: Props<Data>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { loaded, paging } = list;
  const Heading = level === 1 ? 'h1' : 'h2';
  const heading = <Heading id={titleId}>{title}</Heading>;
  const { data, error } = loaded;
  return (
    <section aria-labelledby={titleId}>
      {action ? (
        <div className={styles.heading}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
      {error ? (
        <p role="alert">
          {error}{' '}
          <button type="button" className={buttons.button} onClick={loaded.reload}>
            {t('app.retry')}
          </button>
        </p>
      ) : !data ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <ResultsTable
          count={count?.(data)}
          empty={empty}
          columns={columns}
          rowCount={data.list.length}
          paging={paging && { ...paging, total: data.total ?? data.list.length }}
        >
          {data.list.map(row)}
        </ResultsTable>
      )}
      {after}
    </section>
  );
}
