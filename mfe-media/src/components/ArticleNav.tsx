import { MEDIA_ANCHORS } from '@azi/shared/routing/sitePages';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import type { ArticleLink } from '@azi/shared/api/schemas/content';
import styles from './ArticleNav.module.css';

const [CORPORATE_NEWS] = MEDIA_ANCHORS;

export interface ArticleNavProps {
  /** The newer article (above this one in the list); null for the newest. */
  previous: ArticleLink | null;
  /** The older article (below it); null for the oldest. */
  next: ArticleLink | null;
}

/** The previous and next article in list order (newer and older), and the way back to the list. */
export function ArticleNav({ previous, next }: ArticleNavProps) {
  const t = useT('media');
  const { layout } = usePageAddress();
  const entries = [
    { key: 'previous', label: t('detail.previous'), item: previous, className: '' },
    { key: 'next', label: t('detail.next'), item: next, className: styles.next },
    // Loose on purpose: an answer from an API older than these fields has neither, and shows only the way back.
  ].filter((entry) => entry.item);

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
