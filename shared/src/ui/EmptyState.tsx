import { commonText } from '@azi/shared/i18n/commonText';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import styles from './EmptyState.module.css';

/** What an empty list says: 'No data at present', in the page's language. */
export function EmptyState() {
  const { lang } = usePageAddress();
  return (
    <p className={styles.empty} role="status">
      {commonText('noData', lang)}
    </p>
  );
}
