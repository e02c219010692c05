import { parsePath, type Layout } from '@azi/shared/routing/paths';
import styles from './PageBanner.module.css';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** A background picture URL; without one a brand gradient is drawn. */
  image?: string;
}

/** Pictures asked for ahead, kept so the browser keeps them decoded until the page is drawn. */
const AHEAD = new Map<string, HTMLImageElement>();

/**
 * In the browser, when the visit is on `layout` (its pages' paths say which), asks for a banner's
 * picture now, once per URL. Call it where the page's module is first run: the site runs a page's
 * code ahead of a click on a link in view, so the picture is here, and parsed, when the click draws
 * the page, and arrives with the page's top instead of a moment after it (and its request does not
 * compete with the click). On the page a visit opens on, the HTML has asked for it already and
 * this is the same request.
 */
export function fetchBannerPictureAhead(url: string, layout: Layout): void {
  if (typeof window === 'undefined' || typeof Image === 'undefined' || AHEAD.has(url)) return;
  const visit = parsePath(window.location.pathname);
  if ((visit.kind === 'redirect' ? 'desktop' : visit.layout) !== layout) return;
  const picture = new Image();
  picture.decoding = 'async';
  picture.src = url;
  AHEAD.set(url, picture);
}

/** The title band at the top of a section page. The page's only h1. */
export function PageBanner({ title, subtitle, image }: PageBannerProps) {
  return (
    <div
      className={styles.banner}
      style={
        image
          ? { backgroundImage: `linear-gradient(90deg, rgba(7,42,89,.85), rgba(7,42,89,.35)), url(${image})` }
          : undefined
      }
    >
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
