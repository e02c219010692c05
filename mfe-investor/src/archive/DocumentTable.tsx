import { knownDate } from '@azi/shared/api/schemas/content';
import { DataTable } from '@azi/shared/ui/DataTable';
import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
import { documentFormat, isDownloadable } from '../format/documentFormat';
import { DocumentLink } from '../ui/DocumentLink';
import type { ArchiveDocument } from './ArchiveDocument';
import styles from './DocumentTable.module.css';

export interface DocumentTableProps {
  documents: ArchiveDocument[];
  caption: string;
  /** Entries that may still be added to a calendar (decided after mount, from the clock). */
  upcomingKeys?: ReadonlySet<string>;
  /** The date column's heading (default: "Date"). */
  dateLabel?: string;
}

/**
 * The document table of docs/product.md (Investor pages): date, type, description, view, file, download. "Download" is
 * offered only for a file that downloads; a web page (an SEC filing on EDGAR) is only viewed, so
 * no second link to the same page (issue 38).
 */
export function DocumentTable({ documents, caption, upcomingKeys, dateLabel }: DocumentTableProps) {
  const t = useT('investor');
  return (
    <DataTable caption={caption} captionHidden scrollable className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.date}>
            {dateLabel ?? t('table.date')}
          </th>
          <th scope="col" className={styles.type}>
            {t('table.type')}
          </th>
          <th scope="col">{t('table.description')}</th>
          <th scope="col" className={styles.narrow}>
            {t('table.view')}
          </th>
          <th scope="col" className={styles.narrow}>
            {t('table.file')}
          </th>
          <th scope="col" className={styles.narrow}>
            {t('table.download')}
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => {
          const format = documentFormat(doc.url);
          return (
            <tr key={doc.key}>
              <td className={styles.date}>{doc.beijingTime ?? knownDate(doc.date, doc.datePrecision)}</td>
              <td className={styles.type}>{doc.typeLabel}</td>
              <th scope="row" className={styles.description}>
                <span className={styles.title}>
                  {/* A calendar entry has a page of its own (issue 41): webcast, replay, slides, transcript. */}
                  {doc.calendarItem ? (
                    <PageLink to="event" query={{ id: doc.calendarItem.id }} className={styles.titleLink}>
                      {doc.title}
                    </PageLink>
                  ) : (
                    doc.title
                  )}
                </span>
                {doc.summary ? <span className={styles.summary}>{doc.summary}</span> : null}
                {doc.calendarItem && upcomingKeys?.has(doc.key) ? (
                  <span className={styles.calendar}>
                    <AddToCalendarLink item={doc.calendarItem} />
                  </span>
                ) : null}
              </th>
              {doc.url ? (
                <>
                  <td className={styles.narrow}>
                    <DocumentLink url={doc.url} title={doc.title} className={styles.link}>
                      {t('table.viewLink')}
                    </DocumentLink>
                  </td>
                  <td className={styles.narrow}>
                    <span className={styles.format}>{t(`files.${format}`)}</span>
                  </td>
                  <td className={styles.narrow}>
                    {isDownloadable(format) ? (
                      <DocumentLink url={doc.url} title={doc.title} download className={styles.link}>
                        {t('table.downloadLink')}
                      </DocumentLink>
                    ) : (
                      <span className={styles.none}>{t('table.viewOnly')}</span>
                    )}
                  </td>
                </>
              ) : (
                <td colSpan={3} className={styles.none}>
                  {t('table.noDocument')}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
