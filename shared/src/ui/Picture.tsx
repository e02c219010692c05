import {
  PICTURE_FORMATS,
  pictureFallbackWidth,
  pictureSrcset,
  pictureVariantUrl,
  type PublicPicture,
} from '@azi/shared/api/schemas/pictures';
import styles from './Picture.module.css';

export interface PictureProps {
  /** A library picture as the content answer carries it; null/undefined: none. */
  picture: PublicPicture | null | undefined;
  /** Content from before the library (seeded items): one file, drawn as before. */
  src?: string;
  /** The words of a `src` picture (a library picture brings its own, in the page's language). */
  srcAlt?: string;
  /** Drawn when there is neither: a designed placeholder, with no words (it says nothing). */
  placeholder?: string;
  /** The box the picture is drawn in (attributes, so the page keeps its place before it loads). */
  width: number;
  height: number;
  /** How wide it is drawn, for the browser to choose a variant (the `sizes` attribute). */
  sizes: string;
  /** 'high': the page's largest paint (fetched first, never lazily); 'lazy': below the fold. */
  loading: 'high' | 'eager' | 'lazy';
  className?: string;
}

/**
 * A content picture: a library picture as <picture> with AVIF and WebP sources and a JPEG img
 * (each with srcset, so a phone fetches a small one), or an older single file, or the placeholder.
 */
export function Picture({
  picture,
  src,
  srcAlt = '',
  placeholder,
  width,
  height,
  sizes,
  loading,
  className,
}: PictureProps) {
  const imgProps = {
    className,
    width,
    height,
    decoding: 'async',
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'high' ? 'high' : undefined,
  } as const;
  if (picture && picture.widths.length > 0) {
    const [avif, webp, jpeg] = PICTURE_FORMATS;
    return (
      <picture className={styles.picture}>
        {[avif, webp].map((format) => (
          <source
            key={format.format}
            type={format.type}
            srcSet={pictureSrcset(picture, format.extension)}
            sizes={sizes}
          />
        ))}
        <img
          {...imgProps}
          src={pictureVariantUrl(picture, pictureFallbackWidth(picture.widths), jpeg.extension)}
          srcSet={pictureSrcset(picture, jpeg.extension)}
          sizes={sizes}
          alt={picture.decorative ? '' : picture.alt}
        />
      </picture>
    );
  }
  if (src) return <img {...imgProps} src={src} alt={srcAlt} />;
  if (placeholder) return <img {...imgProps} src={placeholder} alt="" />;
  return null;
}
