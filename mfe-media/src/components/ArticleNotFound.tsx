import { MEDIA_ANCHORS } from '@azi/shared/routing/sitePages';
import { useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';

const [CORPORATE_NEWS] = MEDIA_ANCHORS;

/** What an unknown or malformed article address shows: the site's not-found text and the way to the list. */
export function ArticleNotFound({ className }: { className?: string }) {
  const t = useT('media');
  return (
    <div className={className}>
      <h1>{t('detail.notFound')}</h1>
      <PageLink to="media" hash={CORPORATE_NEWS.id}>
        {t('detail.backToList')}
      </PageLink>
    </div>
  );
}
