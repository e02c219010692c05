import type { MediaItem } from '@azi/shared/api/schemas/content';
import { PageLink } from '@azi/shared/ui/PageLink';
import { NewsDate } from './NewsDate';
import { NewsPicture } from './NewsPicture';
import styles from './NewsCard.module.css';

/** row: desktop list; tile: desktop home-page card; compact: phones. */
export type NewsCardShape = 'row' | 'tile' | 'compact';

const PICTURE_SIZE: Record<NewsCardShape, { width: number; height: number }> = {
  row: { width: 320, height: 180 },
  tile: { width: 384, height: 216 },
  compact: { width: 112, height: 84 },
};

export interface NewsCardProps {
  item: MediaItem;
  shape: NewsCardShape;
  withSummary: boolean;
  /** Cards that start below the fold load their picture when scrolled near. */
  lazy: boolean;
}

/** One news item as a list entry: picture, date, title (the link to the article) and perhaps its summary. */
export function NewsCard({ item, shape, withSummary, lazy }: NewsCardProps) {
  const { width, height } = PICTURE_SIZE[shape];
  return (
    <li className={`${styles.card} ${styles[shape]}`}>
      <NewsPicture
        className={styles.picture}
        item={item}
        width={width}
        height={height}
        sizes={`${width}px`}
        loading={lazy ? 'lazy' : 'eager'}
      />
      <div className={styles.text}>
        <h3 className={styles.title}>
          <PageLink to="mediaDetail" query={{ id: item.id }}>
            {item.title}
          </PageLink>
        </h3>
        <NewsDate className={styles.date} date={item.date} precision={item.datePrecision} />
        {withSummary && item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
      </div>
    </li>
  );
}
