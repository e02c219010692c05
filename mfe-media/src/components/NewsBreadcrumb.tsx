import { MEDIA_ANCHORS } from '@azi/shared/routing/sitePages';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './NewsBreadcrumb.module.css';

const [CORPORATE_NEWS] = MEDIA_ANCHORS;

/** Home > Media > Corporate News > News details, the last being the page itself. */
export function NewsBreadcrumb() {
  const t = useT('media');
  const { layout } = usePageAddress();
  return (
    <nav className={`${styles.breadcrumb} ${layout === 'mobile' ? styles.mobile : ''}`} aria-label={t('detail.breadcrumb.label')}>
      <ol>
        <li>
          <PageLink to="home">{t('detail.breadcrumb.home')}</PageLink>
        </li>
        <li>
          <PageLink to="media">{t('detail.breadcrumb.media')}</PageLink>
        </li>
        <li>
          <PageLink to="media" hash={CORPORATE_NEWS.id}>
            {t('detail.breadcrumb.corporateNews')}
          </PageLink>
        </li>
        <li aria-current="page">{t('detail.breadcrumb.newsDetails')}</li>
      </ol>
    </nav>
  );
}
