import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { layoutForWidth, parsePath, switchLayoutPath } from '@azi/shared/routing/paths';

/**
 * Keeps the layout in step with the window: under 821px the /mobile/ twin of the page, from
 * 821px the desktop page (hash and query kept). Runs after render, so the first render depends
 * on the URL alone.
 */
export function useLayoutSwitch(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const parsed = parsePath(location.pathname);
      if (parsed.kind !== 'page') return;
      const wanted = layoutForWidth(window.innerWidth);
      if (wanted !== parsed.layout) {
        navigate(switchLayoutPath(parsed, wanted, location.search, location.hash), { replace: true });
      }
    };
    const onResize = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [location.pathname, location.search, location.hash, navigate]);
}
