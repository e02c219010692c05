import { knownDate } from '@azi/shared/api/schemas/content';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { useT } from '@azi/shared/ui/PageContext';
import type { ArchiveDocument } from '../archive/ArchiveDocument';
import type { PageData } from '@azi/shared/data/usePageData';
import { DocumentLink } from '../ui/DocumentLink';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import styles from './LatestDocuments.module.css';
import { LATEST_COUNT } from './useLatestDocuments';

/** About one item's height, to hold the list's place while it loads. */
const ROW_HEIGHT = 72;

/** A short list of the newest documents of one kind, for the overview page. */
export function LatestDocuments({ state, rows = LATEST_COUNT }: { state: PageData<ArchiveDocument[]>; rows?: number }) {
  const t = useT('investor');
  if (state.status === 'loading') return <Loading minHeight={rows * ROW_HEIGHT} />;
  if (state.status === 'failed') return <LoadFailed message={t('load.failed')} onRetry={state.retry} />;
  if (state.data.length === 0) return <EmptyState />;
  return (
    <ul className={styles.list}>
      {state.data.map((doc) => (
        <li key={doc.key} className={styles.item}>
          <span className={styles.meta}>
            <span className={styles.date}>{doc.beijingTime ?? knownDate(doc.date, doc.datePrecision)}</span>
            <span className={styles.type}>{doc.typeLabel}</span>
          </span>
          {doc.url ? (
            <DocumentLink url={doc.url} title={doc.title} titleIsVisible className={styles.title}>
              {doc.title}
            </DocumentLink>
          ) : (
            <span className={styles.title}>{doc.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
