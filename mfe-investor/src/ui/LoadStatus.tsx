import { commonText } from '@azi/shared/i18n/commonText';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import buttons from './buttons.module.css';
import styles from './LoadStatus.module.css';

/**
 * What a list shows while its data is on the way. `minHeight` reserves roughly the room the data
 * will take, so what follows does not jump when it arrives.
 */
export function Loading({ minHeight }: { minHeight?: number }) {
  const { lang } = usePageAddress();
  return (
    <p className={styles.loading} role="status" style={minHeight ? { minHeight } : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      {commonText('loading', lang)}
    </p>
  );
}

/** What a list shows when the API failed: the reason in the page's language and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useT('investor');
  return (
    <button type="button" className={buttons.primary} onClick={onRetry}>
      {t('load.retry')}
    </button>
  );
}
