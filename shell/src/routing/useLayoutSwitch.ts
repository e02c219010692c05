import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DESKTOP_MEDIA, parsePath, switchLayoutPath } from '@azi/shared/routing/paths';

/**
 * Keeps the layout in step with the window: under 821px the /mobile/ twin of the page, from
 * 821px the desktop page (hash and query kept). Runs after render, so the first render depends
 * on the URL alone.
 */
export function useLayoutSwitch(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const check = () => {
      const parsed = parsePath(location.pathname);
      if (parsed.kind !== 'page') return;
      const wanted = desktop.matches ? 'desktop' : 'mobile';
      if (wanted !== parsed.layout) {
        navigate(switchLayoutPath(parsed, wanted, location.search, location.hash), { replace: true });
      }
    };
    check();
    desktop.addEventListener('change', check);
    return () => desktop.removeEventListener('change', check);
  }, [location.pathname, location.search, location.hash, navigate]);
}
