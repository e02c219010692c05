import { useSharedText } from '@azi/shared/i18n/sharedText';
import styles from './EmptyState.module.css';

/** What an empty list says: 'No data at present', in the page's language. */
export function EmptyState() {
  const t = useSharedText();
  return (
    <p className={styles.empty} role="status">
      {t('noData')}
    </p>
  );
}
