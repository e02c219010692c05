import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PagePreparerContext } from './pagePreparer';
import { pageTarget, type PageTarget } from './pageTarget';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Links in view whose pages are prefetched while the browser is idle, at most, per page shown: it bounds the server's work. */
export const IDLE_PREFETCH_MAX = 12;

/**
 * What shows a visitor at the page: from then on, the code of the links in view is run ahead while
 * the browser is idle. Not before: a page nobody touches (a crawler, a lab measurement of the
 * first view) is not kept busy, and the first view's main thread stays free.
 */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Watched from the moment this code runs, before the page hydrates and before any hook is mounted:
 * a visitor who scrolled while the page was coming in, then sat reading, is there all the same.
 * A page found scrolled when the links are first looked at (the visitor scrolled before this code
 * ran, reloaded further down, or followed a link to an anchor) counts too.
 */
let present = false;
const whenPresent = new Set<() => void>();
function markPresent() {
  if (present) return;
  present = true;
  for (const type of PRESENCE_EVENTS) window.removeEventListener(type, markPresent, true);
  const waiting = [...whenPresent];
  whenPresent.clear();
  for (const fn of waiting) fn();
}
if (typeof window !== 'undefined') {
  for (const type of PRESENCE_EVENTS) window.addEventListener(type, markPresent, { capture: true, passive: true });
}

/** Calls `then` once the visitor has shown presence (at once if they have); returns a cancel. */
function onPresence(then: () => void): () => void {
  if (present) {
    then();
    return () => undefined;
  }
  whenPresent.add(then);
  return () => whenPresent.delete(then);
}

/** Prefetching costs the visitor data: not on 2g or when they asked to save data. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

function connectionAllowsPrefetch(): boolean {
  return shouldPrefetch((navigator as Navigator & { connection?: NetworkInformationLike }).connection);
}

/** The page a link event is about, unless it is the page on screen (an anchor on it) or opens elsewhere. */
function linkTarget(event: Event): PageTarget | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.hasAttribute('download') ||
    (anchor.target && anchor.target !== '_self')
  )
    return undefined;
  const target = pageTarget(anchor.href, window.location.origin);
  if (!target || target.key === pageTarget(window.location.href, window.location.origin)?.key) return undefined;
  return target;
}

/**
 * Gets the pages behind the site's links ready (pagePreparer.ts): a click starts the next page's
 * code and data together; a hand on a link (touch always; pointer over it or keyboard focus when
 * the connection allows prefetching) starts them earlier; and while the browser is idle, the links
 * in view have their pages' code and data downloaded (nothing run), as the progress bar's prefetch
 * rule allows (not on 2g, not to save data); once the visitor is at the page (a move, a touch, a
 * key, a scroll), those pages' code is also run ahead, a section per idle moment.
 */
export function usePagePreparation(): void {
  const preparer = useContext(PagePreparerContext);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!preparer) return;
    const onIntent = (event: Event) => {
      if (event.type !== 'touchstart' && !connectionAllowsPrefetch()) return;
      const target = linkTarget(event);
      if (target) preparer.prepare(target);
    };
    // Before the link's own handler (capture), which navigates: the page then finds its preparation.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const target = linkTarget(event);
      if (target) void preparer.navigate(target);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [preparer]);

  useEffect(() => {
    if (!preparer || !connectionAllowsPrefetch() || typeof IntersectionObserver === 'undefined') return;
    const here = pageTarget(window.location.href, window.location.origin);
    const requested = new Set<string>(here ? [here.key] : []);
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    // Pages whose code is run ahead, one at a time, each in an idle moment (a script's run cannot
    // be cut in slices: one section per moment keeps the page responsive).
    const toWarm: PageTarget[] = [];
    let warming = false;
    let stopped = false;
    let warmHandle: number | undefined;
    const warmNext = () => {
      if (stopped || warming || !present || toWarm.length === 0) return;
      warming = true;
      warmHandle = idle(() => {
        const target = toWarm.shift()!;
        void preparer.warm(target).then(() => {
          warming = false;
          warmNext();
        });
      });
    };
    const cancelPresence = onPresence(warmNext);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const target = pageTarget((entry.target as HTMLAnchorElement).href, window.location.origin);
        // The language switcher's links are in view on every page, and rarely taken: pages in this language only.
        // A search's links (its kinds, its pages) are drawn anew per request and count as the visitor's searches: not while idle.
        if (
          !target ||
          target.freeText ||
          target.address.lang !== here?.address.lang ||
          requested.has(target.key) ||
          requested.size > IDLE_PREFETCH_MAX
        )
          continue;
        requested.add(target.key);
        preparer.prefetch(target);
        toWarm.push(target);
      }
      warmNext();
    });
    const handle = idle(
      () => {
        // Read here, not when the module runs: an idle moment has its layout done (scrollY would force one).
        if (!present && window.scrollY > 0) markPresent();
        document.querySelectorAll('a[href^="/"]').forEach((a) => observer.observe(a));
      },
      { timeout: 4000 },
    );
    return () => {
      stopped = true;
      cancelIdle(handle);
      if (warmHandle !== undefined) cancelIdle(warmHandle);
      cancelPresence();
      observer.disconnect();
    };
  }, [preparer, pathname]);
}
