import { useT, usePageAddress } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './StatusPage.module.css';

/**
 * '404 Not Found' and 'This page could not be found.' (in the page's language, and in English as
 * well so every visitor can read it), with a way back to the index. Below 768px the CSS gives
 * it its mobile form.
 */
export function NotFoundPage() {
  const t = useT('common');
  const { lang } = usePageAddress();
  return (
    <div className={`${styles.page} ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>404 Not Found</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      {lang !== 'en' ? (
        <p className={styles.text} lang="en">
          This page could not be found.
        </p>
      ) : null}
      <PageLink to="home" className={styles.button}>
        {t('notFound.back')}
      </PageLink>
    </div>
  );
}
