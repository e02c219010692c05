import { createContext, useCallback, useContext, useMemo } from 'react';

/** Where the visitor is: the parts of the URL a page reads. */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** False on the first page of a visit (nothing of this site to go back to). */
  canGoBack: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (filters that update the URL in place). */
  preventScrollReset?: boolean;
}

/**
 * How pages move around the site. Only the shell owns a router: it provides this (backed by its
 * router, in the browser and on the server), and remotes navigate through the hooks below, so no
 * remote ships or shares a router of its own.
 */
export interface SiteNavigation {
  location: SiteLocation;
  /** A path on this site, or -1 for the previous entry of the history. */
  navigate(to: string | -1, options?: NavigateOptions): void;
}

const NOWHERE: SiteNavigation = {
  location: { pathname: '/', search: '', hash: '', canGoBack: false },
  navigate: () => {
    throw new Error('No navigation provider: render inside the shell (or renderWithPage in tests)');
  },
};

export const NavigationContext = createContext<SiteNavigation>(NOWHERE);

/**
 * The navigate function alone, the same function for the whole visit: a link reads this, so the
 * links of the header and footer do not draw again on every move to another page.
 */
export const NavigateContext = createContext<SiteNavigation['navigate']>(NOWHERE.navigate);

export function useSiteNavigation(): SiteNavigation {
  return useContext(NavigationContext);
}

/** How to move to another page, without the location (a component that only links). */
export function useSiteNavigate(): SiteNavigation['navigate'] {
  return useContext(NavigateContext);
}

export function useSiteLocation(): SiteLocation {
  return useContext(NavigationContext).location;
}

/** The URL's query, and a way to replace it (the page stays, its filters change). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { location, navigate } = useContext(NavigationContext);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const search = next.toString();
      navigate(location.pathname + (search ? `?${search}` : ''), options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}
