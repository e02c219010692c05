import { knownDate } from '@azi/shared/api/schemas/content';
import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
import { documentFormat, isDownloadable } from '../format/documentFormat';
import { DocumentLink } from '../ui/DocumentLink';
import type { ArchiveDocument } from './ArchiveDocument';
import type { DocumentTableProps } from './DocumentTable';
import styles from './DocumentCards.module.css';

/** The document table on a phone: one card per document, with the same information. */
export function DocumentCards({ documents, caption, upcomingKeys, dateLabel }: DocumentTableProps) {
  const t = useT('investor');
  return (
    <ul className={styles.cards} aria-label={caption}>
      {documents.map((doc: ArchiveDocument) => {
        const format = documentFormat(doc.url);
        return (
          <li key={doc.key} className={styles.card}>
            <h3 className={styles.title}>
              {doc.calendarItem ? (
                <PageLink to="event" query={{ id: doc.calendarItem.id }} className={styles.titleLink}>
                  {doc.title}
                </PageLink>
              ) : (
                doc.title
              )}
            </h3>
            <dl className={styles.meta}>
              <div>
                <dt>{dateLabel ?? t('table.date')}</dt>
                <dd>{doc.beijingTime ?? knownDate(doc.date, doc.datePrecision)}</dd>
              </div>
              <div>
                <dt>{t('table.type')}</dt>
                <dd>{doc.typeLabel}</dd>
              </div>
              {doc.url ? (
                <div>
                  <dt>{t('table.file')}</dt>
                  <dd>{t(`files.${format}`)}</dd>
                </div>
              ) : null}
            </dl>
            {doc.summary ? <p className={styles.summary}>{doc.summary}</p> : null}
            <div className={styles.actions}>
              {doc.url ? (
                <>
                  <DocumentLink url={doc.url} title={doc.title} className={styles.action}>
                    {t('table.viewLink')}
                  </DocumentLink>
                  {isDownloadable(format) ? (
                    <DocumentLink url={doc.url} title={doc.title} download className={styles.action}>
                      {t('table.downloadLink')}
                    </DocumentLink>
                  ) : null}
                </>
              ) : (
                <span className={styles.none}>{t('table.noDocument')}</span>
              )}
              {doc.calendarItem && upcomingKeys?.has(doc.key) ? <AddToCalendarLink item={doc.calendarItem} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
