import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './StatusPage.module.css';

/** A section whose code could not be loaded twice within a minute: say so, inside the intact header and footer. */
export function RemoteErrorPage() {
  const t = useT('common');
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>{t('remoteError.title')}</h1>
      <p className={styles.text}>{t('remoteError.text')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('remoteError.retry')}
      </button>
      <PageLink to="home">{t('notFound.back')}</PageLink>
    </div>
  );
}
