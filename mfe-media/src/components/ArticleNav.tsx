import { MEDIA_ANCHORS } from '@azi/shared/routing/sitePages';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import type { ArticleNeighbours } from '../news/findArticleNeighbours';
import styles from './ArticleNav.module.css';

const [CORPORATE_NEWS] = MEDIA_ANCHORS;

export interface ArticleNavProps {
  /** Undefined while they are being looked up or when that failed: then only the way back is shown. */
  neighbours: ArticleNeighbours | undefined;
}

/** The previous and next article in list order (newer and older), and the way back to the list. */
export function ArticleNav({ neighbours }: ArticleNavProps) {
  const t = useT('media');
  const { layout } = usePageAddress();
  const entries = [
    { key: 'previous', label: t('detail.previous'), item: neighbours?.previous, className: '' },
    { key: 'next', label: t('detail.next'), item: neighbours?.next, className: styles.next },
  ].filter((entry) => entry.item !== undefined);

  return (
    <nav className={`${styles.nav} ${layout === 'mobile' ? styles.mobile : ''}`} aria-label={t('detail.articleNav')}>
      {entries.length > 0 ? (
        <ul className={styles.list}>
          {entries.map(({ key, label, item, className }) =>
            item ? (
              <li key={key} className={className}>
                <PageLink to="mediaDetail" query={{ id: item.id }} className={styles.link}>
                  <span className={styles.label}>{label}</span>
                  <span className={styles.title}>{item.title}</span>
                </PageLink>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <PageLink to="media" hash={CORPORATE_NEWS.id} className={styles.back}>
        {t('detail.backToList')}
      </PageLink>
    </nav>
  );
}
