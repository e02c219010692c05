import type { MediaItem } from '@azi/shared/api/schemas/content';
import { Picture } from '@azi/shared/ui/Picture';
import fallbackPicture from '../assets/news-fallback.svg';

export interface NewsPictureProps {
  item: Pick<MediaItem, 'title' | 'imageUrl' | 'picture'>;
  /** The box it is drawn in (no layout shift); a library picture is fetched at the width `sizes` says. */
  width: number;
  height: number;
  sizes: string;
  /** 'high': the page's largest paint; 'lazy': starts below the fold. */
  loading: 'high' | 'eager' | 'lazy';
  className?: string;
}

/**
 * A news item's picture: from the library (AVIF/WebP/JPEG at several widths), an older single file
 * (seeded items' imageUrl, its words the title as before), or the brand illustration when it has none.
 */
export function NewsPicture({ item, width, height, sizes, loading, className }: NewsPictureProps) {
  return (
    <Picture
      className={className}
      picture={item.picture}
      src={item.imageUrl}
      srcAlt={item.title}
      placeholder={fallbackPicture}
      width={width}
      height={height}
      sizes={sizes}
      loading={loading}
    />
  );
}
