import { useCallback, useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigateContext, NavigationContext, type SiteNavigation } from '@azi/shared/routing/navigation';

/**
 * Provides site navigation from React Router: the shell wraps its pages in it, and so do
 * component tests (inside a MemoryRouter). Router updates run as transitions, so an input that
 * changes the URL answers at once.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash, key } = useLocation();
  // React Router's navigate is a new function at every location; links get one that stays.
  const routerNavigate = useNavigate();
  const latest = useRef(routerNavigate);
  // Before any effect of the pages below runs: one that navigates in the commit of a new location
  // gets the router's navigate for that location.
  useInsertionEffect(() => {
    latest.current = routerNavigate;
  }, [routerNavigate]);
  const navigate = useCallback<SiteNavigation['navigate']>((to, options) => {
    if (to === -1) void latest.current(-1);
    else void latest.current(to, { replace: options?.replace, preventScrollReset: options?.preventScrollReset });
  }, []);
  const value = useMemo<SiteNavigation>(
    () => ({ location: { pathname, search, hash, canGoBack: key !== 'default' }, navigate }),
    [pathname, search, hash, key, navigate],
  );
  return (
    <NavigateContext.Provider value={navigate}>
      <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
    </NavigateContext.Provider>
  );
}
