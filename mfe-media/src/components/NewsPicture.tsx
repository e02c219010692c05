import fallbackPicture from '../assets/news-fallback.svg';

export interface NewsPictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Pictures that start below the fold wait until they are scrolled near. */
  lazy: boolean;
  className?: string;
}

/** A news picture with fixed proportions (no layout shift), or a brand illustration when the item has none. */
export function NewsPicture({ src, alt, width, height, lazy, className }: NewsPictureProps) {
  return (
    <img
      className={className}
      src={src || fallbackPicture}
      alt={src ? alt : ''}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
