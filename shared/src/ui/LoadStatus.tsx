import { commonText } from '@azi/shared/i18n/commonText';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import styles from './LoadStatus.module.css';

/**
 * The states of data on its way, for every page of every remote: loading, failed (with a way to
 * try again). The empty state is EmptyState ('No data at present').
 */

/** While data is on the way. `minHeight` reserves about the room the data will take, so nothing jumps. */
export function Loading({ minHeight }: { minHeight?: number }) {
  const { lang } = usePageAddress();
  return (
    <p className={styles.loading} role="status" style={minHeight ? { minHeight } : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      {commonText('loading', lang)}
    </p>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { lang } = usePageAddress();
  return (
    <button type="button" className={styles.retry} onClick={onRetry}>
      {commonText('retry', lang)}
    </button>
  );
}

/** When the API failed: what could not be shown, in the page's language, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
