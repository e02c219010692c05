import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { BannerItem } from '@azi/shared/api/schemas/content';
import { Picture } from '@azi/shared/ui/Picture';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { bannerLink } from './bannerLink';
import { SLIDES_ID } from './carouselSlidesId';
import { HOME_HERO_NAMESPACE } from './homeHeroText';
import { useAutoRotation } from './useAutoRotation';
import styles from './BannerCarousel.module.css';
import heroCta from './heroCta.module.css';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={direction === 'left' ? 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z' : 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z'}
      />
    </svg>
  );
}

/** The home page's banners (the API's list, in order), following the WAI-ARIA carousel pattern. */
export function BannerCarousel({ banners }: { banners: readonly BannerItem[] }) {
  const t = useT(HOME_HERO_NAMESPACE);
  const { lang, layout } = usePageAddress();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const rotationRef = useRef<HTMLButtonElement>(null);

  const show = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const rotation = useAutoRotation(count, index, next, (el) => el === rotationRef.current);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') previous();
    else return;
    e.preventDefault();
  };

  const several = count > 1;
  const ctaClass = `${heroCta.cta} ${layout === 'mobile' ? heroCta.compact : ''}`;
  return (
    // Arrow keys bubble up from the carousel's own buttons and links (jsx-a11y's documented case for delegation).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={`${styles.carousel} ${layout === 'mobile' ? styles.mobile : ''}`}
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={t('carousel.label')}
      onKeyDown={several ? onKeyDown : undefined}
      {...rotation.handlers}
    >
      {several ? (
        <button
          ref={rotationRef}
          type="button"
          className={`${styles.control} ${styles.rotation}`}
          aria-controls={SLIDES_ID}
          onClick={rotation.toggle}
          aria-label={rotation.playing ? t('carousel.pause') : t('carousel.play')}
          title={rotation.playing ? t('carousel.pause') : t('carousel.play')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={rotation.playing ? 'M7 5h4v14H7zm6 0h4v14h-4z' : 'M8 5v14l11-7z'} />
          </svg>
        </button>
      ) : null}

      <div id={SLIDES_ID} className={styles.slides} aria-live={rotation.rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          const active = i === index;
          const link = bannerLink(banner.linkUrl, lang, layout);
          const more = (
            <>
              {t('carousel.learnMore')}
              <span className="visually-hidden">{t('carousel.learnMoreAbout', { title: banner.title })}</span>
            </>
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('carousel.roleSlide')}
              aria-label={t('carousel.slidePosition', { n: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              className={`${styles.slide} ${active ? styles.active : ''}`}
            >
              <Picture
                className={styles.image}
                picture={banner.picture}
                src={banner.imageUrl}
                srcAlt={banner.title}
                width={1920}
                height={640}
                sizes="100vw"
                // Only the first picture is part of the first view (the home page's largest paint); the rest wait their turn.
                loading={i === 0 ? 'high' : 'lazy'}
              />
              <div className={styles.caption}>
                <h2 className={styles.title}>{banner.title}</h2>
                {banner.summary ? <p className={styles.summary}>{banner.summary}</p> : null}
                {link?.kind === 'page' ? (
                  <Link className={ctaClass} to={link.to}>
                    {more}
                  </Link>
                ) : link?.kind === 'external' ? (
                  <a className={ctaClass} href={link.href} rel="noopener">
                    {more}
                  </a>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>

      {several ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.control}
            aria-controls={SLIDES_ID}
            aria-label={t('carousel.previous')}
            onClick={previous}
          >
            <Arrow direction="left" />
          </button>
          <div role="group" aria-label={t('carousel.pickers')} className={styles.pickers}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.picker}
                aria-controls={SLIDES_ID}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('carousel.showSlide', { n: i + 1, title: banner.title })}
                onClick={() => show(i)}
              >
                <span className={styles.pickerBar} aria-hidden="true" />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-controls={SLIDES_ID}
            aria-label={t('carousel.next')}
            onClick={next}
          >
            <Arrow direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
