import { getMediaPage } from '@azi/shared/api/get-media-page';
import { MEDIA_ANCHORS } from '@azi/shared/routing/sitePages';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, usePagePath, useT } from '@azi/shared/ui/PageContext';
import { Pagination } from '@azi/shared/ui/Pagination';
import { Section } from '@azi/shared/ui/Section';
import { AlertSubscribeForm } from '@azi/shared/ui/AlertSubscribeForm';
import { ALERT_TEXTS } from '@azi/shared/validation/alertSubscription';
import { useSearchParams, useSiteNavigation } from '@azi/shared/routing/navigation';
import { NewsList } from '../components/NewsList';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { YearFilter } from '../components/YearFilter';
import { readListQuery } from '../news/readNewsQuery';
import { usePageData } from '@azi/shared/data/usePageData';
import styles from './MediaListPage.module.css';

export const NEWS_PAGE_SIZE = 10;

const [CORPORATE_NEWS] = MEDIA_ANCHORS;

/** /media: corporate news, newest first, a page at a time, optionally one year only. */
export function MediaListPage() {
  const t = useT('media');
  const { lang } = usePageAddress();
  const pagePath = usePagePath();
  const { navigate } = useSiteNavigation();
  const [searchParams] = useSearchParams();
  const { pageNo, year } = readListQuery(searchParams);
  const request = usePageData(`media:list:${lang}/${pageNo}/${year ?? 'all'}`, () =>
    getMediaPage({ pageNo, pageSize: NEWS_PAGE_SIZE, lang, year }),
  );

  const hrefFor = (n: number) => pagePath('media', { query: { year, page: n > 1 ? n : undefined } });
  const goToPage = (n: number) => {
    navigate(hrefFor(n));
    // Back to the top of the list, not of the page: the banner has been read already.
    document.getElementById(CORPORATE_NEWS.id)?.scrollIntoView();
  };

  return (
    <>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} />
      <Section
        id={CORPORATE_NEWS.id}
        title={t(`${CORPORATE_NEWS.section}.title`)}
        lead={t(`${CORPORATE_NEWS.section}.lead`)}
      >
        <div className={styles.body} aria-busy={request.status === 'loading'}>
          {request.status === 'loading' ? <Loading minHeight={240} /> : null}
          {request.status === 'failed' ? (
            <LoadFailed message={t('corporateNews.loadFailed')} onRetry={request.retry} />
          ) : null}
          {request.status === 'ready' ? (
            <>
              <YearFilter
                years={request.data.years}
                selected={year}
                label={t('corporateNews.yearFilter')}
                allLabel={t('corporateNews.allYears')}
              />
              {request.data.list.length > 0 ? <NewsList items={request.data.list} /> : <EmptyState />}
              <Pagination
                pageNo={pageNo}
                pageSize={NEWS_PAGE_SIZE}
                total={request.data.total}
                hrefFor={hrefFor}
                onNavigate={goToPage}
              />
            </>
          ) : null}
        </div>
      </Section>
      {/* The e-mail alerts of issue 24 (not a menu anchor). */}
      <Section id="alerts" title={ALERT_TEXTS[lang].form.title} tone="muted">
        <AlertSubscribeForm from="media" defaultCategories={['pressReleases']} />
      </Section>
    </>
  );
}
