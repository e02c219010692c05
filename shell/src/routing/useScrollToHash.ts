import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * After a page has rendered: scroll to the element the hash names (a sub-menu anchor), or to the
 * top when the path changes without one. The browser cannot do it alone, because a remote's
 * sections exist only once its code has loaded.
 */
export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
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
