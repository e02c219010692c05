import { useSharedText } from '@azi/shared/i18n/sharedText';
import styles from './LoadStatus.module.css';

/**
 * The states of data on its way, for every page of every remote: loading, failed (with a way to
 * try again). The empty state is EmptyState ('No data at present').
 */

/** While data is on the way. `minHeight` reserves about the room the data will take, so nothing jumps. */
export function Loading({ minHeight }: { minHeight?: number }) {
  const t = useSharedText();
  return (
    <p className={styles.loading} role="status" style={minHeight ? { minHeight } : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useSharedText();
  return (
    <button type="button" className={styles.retry} onClick={onRetry}>
      {t('retry')}
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
