import { buildPath } from '@azi/shared/routing/paths';
import { MEDIA_ANCHORS, type PageKey } from '@azi/shared/routing/sitePages';
import { absoluteUrl } from '@azi/shared/seo/absoluteUrl';
import { breadcrumbJsonLd } from '@azi/shared/seo/breadcrumbJsonLd';
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import styles from './NewsBreadcrumb.module.css';

const [CORPORATE_NEWS] = MEDIA_ANCHORS;

/** Home > Media > Corporate News > News details, the last being the page itself; the same steps as structured data. */
export function NewsBreadcrumb() {
  const t = useT('media');
  const { lang, layout } = usePageAddress();
  const { siteUrl } = useSiteConfig();
  // Search engines are given the desktop pages (the canonical ones), whichever layout this is.
  const url = (page: PageKey, hash?: string) =>
    absoluteUrl(siteUrl, buildPath({ lang, layout: 'desktop', page }, { hash }));
  const steps = [
    { name: t('detail.breadcrumb.home'), url: url('home') },
    { name: t('detail.breadcrumb.media'), url: url('media') },
    { name: t('detail.breadcrumb.corporateNews'), url: url('media', CORPORATE_NEWS.id) },
    { name: t('detail.breadcrumb.newsDetails') },
  ];
  return (
    <nav
      className={`${styles.breadcrumb} ${layout === 'mobile' ? styles.mobile : ''}`}
      aria-label={t('detail.breadcrumb.label')}
    >
      <JsonLd data={breadcrumbJsonLd(steps)} />
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
