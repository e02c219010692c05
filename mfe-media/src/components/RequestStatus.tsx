import { commonText } from '@azi/shared/i18n/commonText';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import styles from './RequestStatus.module.css';

/** Holds the place of content on its way, so the page is never blank and does not jump much. */
export function LoadingNotice() {
  const { lang } = usePageAddress();
  return (
    <p className={styles.loading} role="status">
      {commonText('loading', lang)}
    </p>
  );
}

export interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Says the content could not be fetched, in the page's language, and offers to try again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
