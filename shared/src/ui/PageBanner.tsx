import styles from './PageBanner.module.css';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** A background picture URL; without one a brand gradient is drawn. */
  image?: string;
}

/** The title band at the top of a section page. The page's only h1. */
export function PageBanner({ title, subtitle, image }: PageBannerProps) {
  return (
    <div className={styles.banner} style={image ? { backgroundImage: `linear-gradient(90deg, rgba(7,42,89,.85), rgba(7,42,89,.35)), url(${image})` } : undefined}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
