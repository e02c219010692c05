import type { MediaItem } from '@azi/shared/api/schemas/content';
import { usePageAddress } from '@azi/shared/ui/PageContext';
import { NewsCard } from './NewsCard';
import styles from './NewsList.module.css';

export interface NewsListProps {
  items: readonly MediaItem[];
}

/** One page of corporate news, each item linking to its article. */
export function NewsList({ items }: NewsListProps) {
  const { layout } = usePageAddress();
  const mobile = layout === 'mobile';
  return (
    <ul className={`${styles.list} ${mobile ? styles.mobile : ''}`}>
      {items.map((item, index) => (
        <NewsCard key={item.id} item={item} shape={mobile ? 'compact' : 'row'} withSummary lazy={index > 0} />
      ))}
    </ul>
  );
}
