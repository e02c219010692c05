import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * After a page has rendered: scroll to the element the hash names (a sub-menu anchor), or to the
 * top when the path changes without one. The browser cannot do it alone, because a remote's
 * sections exist only once its code has loaded.
 */
let lastPathname: string | undefined;

export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // A page that opens fresh is already at the top (and the visitor may have scrolled while a
    // remote loaded): only a move to another path goes back to the top.
    const movedFrom = lastPathname;
    lastPathname = pathname;
    if (!hash) {
      if (movedFrom !== undefined && movedFrom !== pathname) window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    // Sections that render after data arrives: look again shortly.
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 400);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
