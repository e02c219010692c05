import { lazy } from 'react';

/** The id of the carousel's slides, in the server's HTML and in the component. */
export const SLIDES_ID = 'home-banner-slides';

/** After the page has loaded, how long the carousel's code waits for the visitor to reach for it. */
export const CAROUSEL_IDLE_MS = 2000;

const REACHING = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * When the carousel's code is wanted. On the server, in a visit that comes to the home page
 * after the first view, and in tests: at once. On a first view of the home page, the server's
 * HTML already shows the carousel, and it stays as it is (React keeps a Suspense boundary's server
 * HTML until its code has come): the code loads when the visitor reaches for the carousel
 * (pointer, focus, touch, key), or once the page has loaded and been quiet a little, in time for
 * the first automatic turn. So the carousel's code is not part of the first view's JavaScript
 * (decision 007).
 */
export function carouselWanted(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const slides = document.getElementById(SLIDES_ID);
  const section = slides?.parentElement;
  if (!section) return Promise.resolve();
  return new Promise((resolve) => {
    let timer: number | undefined;
    const done = () => {
      window.clearTimeout(timer);
      for (const type of REACHING) document.removeEventListener(type, onReach, true);
      window.removeEventListener('load', onLoad);
      resolve();
    };
    const onReach = (event: Event) => {
      if (event.type === 'keydown' || (event.target instanceof Node && section.contains(event.target))) done();
    };
    const onLoad = () => {
      timer = window.setTimeout(done, CAROUSEL_IDLE_MS);
    };
    for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  });
}

/** The carousel, its code loaded when carouselWanted() says. */
export const LazyBannerCarousel = lazy(() =>
  carouselWanted()
    .then(() => import('./BannerCarousel'))
    .then((module) => ({ default: module.BannerCarousel })),
);
