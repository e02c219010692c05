import { ApiError } from '@azi/shared/api/ApiError';
import { getMediaById } from '@azi/shared/api/get-media-by-id';
import type { MediaDetail } from '@azi/shared/api/schemas/content';
import { useDocumentMeta } from '@azi/shared/hooks/useDocumentMeta';
import { useHttpStatus } from '@azi/shared/data/renderReport';
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { useMemo } from 'react';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { ArticleNav } from '../components/ArticleNav';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { NewsBreadcrumb } from '../components/NewsBreadcrumb';
import { NewsDate } from '../components/NewsDate';
import { NewsPicture } from '../components/NewsPicture';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { newsArticleJsonLd } from '../news/newsArticleJsonLd';
import { readArticleId } from '../news/readNewsQuery';
import { sanitizeArticleHtml } from '../news/sanitizeArticleHtml';
import { usePageData } from '@azi/shared/data/usePageData';
import styles from './MediaDetailPage.module.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function Article({ article }: { article: MediaDetail }) {
  const { lang, layout } = usePageAddress();
  const { siteUrl } = useSiteConfig();
  // Sanitised again here although the API cleans bodies: the page must stay safe whatever the API sends.
  const body = useMemo(() => sanitizeArticleHtml(article.body), [article.body]);
  return (
    <>
      <JsonLd data={newsArticleJsonLd(article, lang, siteUrl)} />
      <article>
        <header className={styles.header}>
          <h1 className={styles.title}>{article.title}</h1>
          <NewsDate className={styles.date} date={article.date} precision={article.datePrecision} />
        </header>
        {/* An article without a picture shows none (the placeholder is for list cards). */}
        {article.picture || article.imageUrl ? (
          <NewsPicture
            className={styles.picture}
            item={article}
            width={layout === 'mobile' ? 358 : 832}
            height={layout === 'mobile' ? 201 : 468}
            sizes={layout === 'mobile' ? 'calc(100vw - 32px)' : '832px'}
            // The article's picture is its page's largest paint.
            loading="high"
          />
        ) : null}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
      </article>
      {/* Its neighbours come with it, in media/getById's answer: no second request. */}
      <ArticleNav previous={article.previous} next={article.next} />
    </>
  );
}

/** /mediaDetail?id=N: one corporate news article, with the way back and to its neighbours. */
export function MediaDetailPage() {
  const t = useT('media');
  const { lang, layout } = usePageAddress();
  const [searchParams] = useSearchParams();
  const id = readArticleId(searchParams);
  const request = usePageData(`media:article:${lang}/${id ?? 'none'}`, () =>
    // A malformed id is known from the URL alone: nothing to ask the API.
    id === undefined ? Promise.resolve(undefined) : getMediaById({ id, lang }),
  );
  const notFound = id === undefined || (request.status === 'failed' && isNotFound(request.error));
  useHttpStatus(notFound ? 404 : undefined);

  useDocumentMeta(
    notFound
      ? { title: t('detail.notFound') }
      : request.status === 'ready' && request.data
        ? { title: t('detail.metaTitle', { title: request.data.title }), description: request.data.summary }
        : { title: '' },
  );

  return (
    <div className={`${styles.page} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <NewsBreadcrumb />
      {notFound ? <ArticleNotFound className={styles.notFound} /> : null}
      {!notFound && request.status === 'loading' ? <Loading minHeight={240} /> : null}
      {!notFound && request.status === 'failed' ? (
        <LoadFailed message={t('detail.loadFailed')} onRetry={request.retry} />
      ) : null}
      {!notFound && request.status === 'ready' && request.data ? <Article article={request.data} /> : null}
    </div>
  );
}
