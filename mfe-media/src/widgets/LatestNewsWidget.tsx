import { getMediaPage } from '@azi/shared/api/get-media-page';
import type { LatestNewsWidgetProps } from '@azi/shared/contract/remote';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { NewsCard } from '../components/NewsCard';
import { usePageData } from '@azi/shared/data/usePageData';
import styles from './LatestNewsWidget.module.css';

/**
 * The newest corporate news for pages the media team does not own (the home page). When the
 * news cannot be loaded, or there is none, it renders nothing: the host page simply goes without.
 */
export function LatestNewsWidget({ limit = 3, viewAll = true }: LatestNewsWidgetProps) {
  const t = useT('media');
  const { lang, layout } = usePageAddress();
  const mobile = layout === 'mobile';
  const request = usePageData(`media:latest:${lang}/${limit}`, () =>
    getMediaPage({ pageNo: 1, pageSize: limit, lang }),
  );

  if (request.status === 'failed') return null;
  if (request.status === 'ready' && request.data.list.length === 0) return null;

  const rootClass = mobile ? styles.mobile : undefined;
  if (request.status === 'loading') {
    return (
      <div className={rootClass} aria-busy="true">
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: limit }, (_, i) => (
            <li key={i} className={styles.placeholder} />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <ul className={styles.list} aria-label={t('latestNews.listLabel')}>
        {request.data.list.map((item) => (
          <NewsCard key={item.id} item={item} shape={mobile ? 'compact' : 'tile'} withSummary={false} lazy />
        ))}
      </ul>
      {viewAll ? (
        <p className={styles.viewAll}>
          <PageLink to="media">{t('latestNews.viewAll')}</PageLink>
        </p>
      ) : null}
    </div>
  );
}
