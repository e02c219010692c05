import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext, type SiteNavigation } from '@azi/shared/routing/navigation';

/**
 * Provides site navigation from React Router: the shell wraps its pages in it, and so do
 * component tests (inside a MemoryRouter). Router updates run as transitions, so an input that
 * changes the URL answers at once.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash, key } = useLocation();
  const routerNavigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({
      location: { pathname, search, hash, canGoBack: key !== 'default' },
      navigate: (to, options) => {
        if (to === -1) void routerNavigate(-1);
        else void routerNavigate(to, { replace: options?.replace, preventScrollReset: options?.preventScrollReset });
      },
    }),
    [pathname, search, hash, key, routerNavigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
