/**
 * The page's first script: it starts the shell's main script once the browser has painted the
 * server's HTML, so the visitor sees the page before the start-up and hydration work (on a phone
 * a long task: decision 007). The main script is already downloading (a preload link in the
 * head); this only decides when it runs. Built on its own, without webpack's runtime, and written
 * into the page's head, `<script data-start=…>…</script>` (tools/webpack/startAfterPaintPlugin.js;
 * the CSP allows it by its hash): it imports only leaf modules of its own folder, no package. It
 * runs before the body is parsed, so it records clicks from the first moment, and everything below
 * waits until the document has been parsed (DOMContentLoaded).
 *
 * When to start:
 * - the page is hidden (a background tab, a prerender): at once, there is no paint to wait for;
 * - otherwise once the first contentful paint has been presented and one more frame has painted
 *   the whole parsed document (two animation frames in a browser that does not report paints);
 * - and, when the page announces a hero image (`<link rel=preload as=image fetchpriority=high>`),
 *   once that image has loaded and had a frame to paint: it is the paint the visitor waits for;
 * - in any case after MAX_WAIT_MS, so a slow image never holds the page's controls hostage.
 */
import { EARLY_CLICKS_GLOBAL, isLive, type EarlyClicks } from './earlyClicksGlobal';

/** The longest the main script waits for a paint, in ms. */
export const MAX_WAIT_MS = 2500;

type Start = () => void;

/** The hero image the server preloads, if the page shows it and it has not loaded yet. */
function pendingHeroImage(doc: Document): HTMLImageElement | undefined {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!link?.href) return undefined;
  const image = Array.from(doc.images).find((img) => img.src === link.href);
  return image && !image.complete ? image : undefined;
}

function afterFirstPaint(then: () => void): void {
  const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : undefined;
  if (!types?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(then));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // The first contentful paint may show part of the page only (the parser paints as it goes).
    // This is asked once the document has been parsed (whenPainted): the next frame paints all of it,
    // and the main script waits for that frame. Otherwise the page's largest paint (the one the
    // visitor waits for) could come after the main script's start-up.
    requestAnimationFrame(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Calls `then` once the whole document has been parsed (at once if it has). */
function afterParsed(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => then(), { once: true });
  else then();
}

/** Calls `start` once, after the document has been parsed and the paint the visitor waits for (see above). */
export function whenPainted(doc: Document, start: Start): void {
  afterParsed(doc, () => whenParsedAndPainted(doc, start));
}

function whenParsedAndPainted(doc: Document, start: Start): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    // A task of its own, after the frame that reported the paint.
    setTimeout(start, 0);
  };
  if (doc.visibilityState === 'hidden') {
    once();
    return;
  }
  setTimeout(once, MAX_WAIT_MS);
  afterFirstPaint(() => {
    const hero = pendingHeroImage(doc);
    if (!hero) {
      once();
      return;
    }
    const painted = () => requestAnimationFrame(once);
    hero.addEventListener('load', painted, { once: true });
    hero.addEventListener('error', once, { once: true });
  });
}

/**
 * Controls whose click does something only once the page is live. Links work as plain HTML; a
 * <summary> would toggle natively, then again on replay, so it is not one of them.
 */
const CONTROL = 'button, [role="button"], [aria-expanded]';

/**
 * Records clicks on the page's controls until the shell takes over: the server's buttons look
 * ready a moment before React has hydrated them, and React replays only what comes after
 * hydrateRoot(). The shell replays these (earlyClicks.ts). After that, a click on a control still
 * not live once the click has been dispatched (React hydrates a control for a click when its code
 * is there, and handles it) is handed to the shell too: a section's code may still be coming.
 */
export function captureEarlyClicks(doc: Document): void {
  const view = doc.defaultView as (Window & { [EARLY_CLICKS_GLOBAL]?: EarlyClicks }) | null;
  if (!view || view[EARLY_CLICKS_GLOBAL]) return;
  const record: EarlyClicks = { targets: [] };
  view[EARLY_CLICKS_GLOBAL] = record;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (!target || target.closest('a[href]')) return;
      if (record.done) {
        setTimeout(() => {
          if (!isLive(target)) record.late?.(target);
        }, 0);
        return;
      }
      // The last tap on a control is the one that counts (a double tap is not two toggles).
      record.targets = record.targets.filter((element) => element !== target);
      record.targets.push(target);
    },
    true,
  );
}

/**
 * Adds the scripts the page names in `data-start` (space-separated, same origin: the CSP allows
 * only 'self'), to run in that order.
 */
export function addScripts(doc: Document, sources: string): void {
  for (const src of sources.split(/\s+/).filter(Boolean)) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts are async by default; these keep their order.
    script.async = false;
    doc.body.appendChild(script);
  }
}

const self = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const sources = self?.dataset.start;
if (sources) {
  captureEarlyClicks(document);
  whenPainted(document, () => addScripts(document, sources));
}
