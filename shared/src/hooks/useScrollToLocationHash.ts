import { useEffect } from 'react';
import { useSiteLocation } from '@azi/shared/routing/navigation';

let lastPathname: string | undefined;

/**
 * After a page has rendered: scrolls to the element the URL's hash names (a sub-menu anchor such
 * as /en/introduce#fzlc), or to the top when the path changed without a hash. The browser cannot
 * do it alone: a remote's sections exist only once its code has loaded. A page that opens fresh
 * is already at the top (and the visitor may have scrolled while a remote loaded), so only a move
 * to another path goes back to the top. Calling it twice for one page is harmless.
 */
export function useScrollToLocationHash(): void {
  const { pathname, hash } = useSiteLocation();
  useEffect(() => {
    const movedFrom = lastPathname;
    lastPathname = pathname;
    if (hash.length < 2) {
      if (movedFrom !== undefined && movedFrom !== pathname) window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    // Sections that render after their data arrives: look once more shortly.
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 400);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
