import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DESKTOP_MEDIA, parsePath, switchLayoutPath } from '@azi/shared/routing/paths';

/**
 * Keeps the layout in step with the window: under 821px the /mobile/ twin of the page, from
 * 821px the desktop page (hash and query kept). Runs after render, so the first render depends
 * on the URL alone.
 *
 * Printing is left alone: while the page is printed the width query is measured on the paper
 * (an A4 sheet is about 794 CSS px), so it would move a desktop page to its mobile twin and back.
 */
export function useLayoutSwitch(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const print = window.matchMedia('print');
    let printing = false;
    const check = () => {
      if (printing || print.matches) return;
      const parsed = parsePath(location.pathname);
      if (parsed.kind !== 'page') return;
      const wanted = desktop.matches ? 'desktop' : 'mobile';
      if (wanted !== parsed.layout) {
        navigate(switchLayoutPath(parsed, wanted, location.search, location.hash), { replace: true });
      }
    };
    const beforePrint = () => {
      printing = true;
    };
    const afterPrint = () => {
      printing = false;
      check();
    };
    check();
    desktop.addEventListener('change', check);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      desktop.removeEventListener('change', check);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [location.pathname, location.search, location.hash, navigate]);
}
