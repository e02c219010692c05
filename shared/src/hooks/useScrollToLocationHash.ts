import { useEffect } from 'react';
import { useSiteLocation } from '@azi/shared/routing/navigation';

let lastPathname: string | undefined;
/** Whether the visit has moved on from the page it opened on (each page calls this hook, some twice). */
let navigated = false;

/**
 * Whether the visitor has scrolled (wheel, touch, a key) since the page opened. Watched from the
 * moment this code runs, before the page hydrates: the browser has jumped to the opening URL's
 * anchor already, and a visitor who has moved on from it is not pulled back when a section
 * hydrates later.
 */
let visitorScrolled = false;
const SCROLL_INPUTS = ['wheel', 'touchmove', 'keydown'] as const;
if (typeof window !== 'undefined') {
  const scrolled = () => {
    visitorScrolled = true;
    for (const type of SCROLL_INPUTS) window.removeEventListener(type, scrolled, true);
  };
  for (const type of SCROLL_INPUTS) window.addEventListener(type, scrolled, { capture: true, passive: true });
}

/**
 * After a page has rendered: scrolls to the element the URL's hash names (a sub-menu anchor such
 * as /en/introduce#fzlc), or to the top when the path changed without a hash. The browser cannot
 * do it alone: a remote's sections exist only once its code has loaded. A page that opens fresh
 * is already at the top (and the visitor may have scrolled while a remote loaded), so only a move
 * to another path goes back to the top; on the page the visit opened on, a visitor who has scrolled
 * stays where they are. Calling it twice for one page is harmless.
 */
export function useScrollToLocationHash(): void {
  const { pathname, hash } = useSiteLocation();
  useEffect(() => {
    const movedFrom = lastPathname;
    lastPathname = pathname;
    const moved = movedFrom !== undefined && movedFrom !== pathname;
    if (moved) navigated = true;
    if (hash.length < 2) {
      if (moved) window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const opening = !navigated;
    const jump = (target: Element | null) => {
      if (!(opening && visitorScrolled)) target?.scrollIntoView({ block: 'start' });
    };
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      jump(target);
      return;
    }
    // Sections that render after their data arrives: look once more shortly.
    const timer = window.setTimeout(() => jump(document.getElementById(id)), 400);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
