import { lazy } from 'react';
import { afterDelay, whenWanted } from '../remotes/whenWanted';
import { SLIDES_ID } from './carouselSlidesId';

/** After the page has loaded, how long the carousel's code waits for the visitor to reach for it. */
export const CAROUSEL_IDLE_MS = 2000;

/**
 * When the carousel's code is wanted. On the server, in a visit that comes to the home page
 * after the first view, and in tests: at once. On a first view of the home page, the server's
 * HTML already shows the carousel, and it stays as it is (React keeps a Suspense boundary's server
 * HTML until its code has come): the code loads when the visitor reaches for the carousel
 * (pointer, focus, touch, or any key: it answers the arrow keys), or once the page has loaded and
 * been quiet a little, in time for the first automatic turn. So the carousel's code is not part of
 * the first view's JavaScript (decision 007).
 */
export function carouselWanted(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const section = document.getElementById(SLIDES_ID)?.parentElement;
  return whenWanted(section, { later: afterDelay(CAROUSEL_IDLE_MS), anyKey: true });
}

/** The carousel, its code loaded when carouselWanted() says. */
export const LazyBannerCarousel = lazy(() =>
  carouselWanted()
    .then(() => import('./BannerCarousel'))
    .then((module) => ({ default: module.BannerCarousel })),
);
