import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { i18n, prepareLanguage } from '@azi/shared/i18n/instance';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@azi/shared/config/siteConfig';
import { buildPath, type PageAddress, type PathOptions } from '@azi/shared/routing/paths';
import type { PageKey } from '@azi/shared/routing/sitePages';

const PageAddressContext = createContext<PageAddress>({ lang: 'zh', layout: 'desktop', page: 'home' });
const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export interface PageProvidersProps {
  address: PageAddress;
  config: SiteConfig;
  children: ReactNode;
}

/** Gives every page its address (read from the URL by the shell) and the site configuration. */
export function PageProviders({ address, config, children }: PageProvidersProps) {
  return (
    <SiteConfigContext.Provider value={config}>
      <PageAddressContext.Provider value={address}>{children}</PageAddressContext.Provider>
    </SiteConfigContext.Provider>
  );
}

/** The language, layout and page of the current URL. */
export function usePageAddress(): PageAddress {
  return useContext(PageAddressContext);
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/**
 * A translate function fixed to the page's language and one namespace. Pure: it reads the URL's
 * language, never global state, so a page renders the same on the server and in the browser.
 */
export function useT(namespace: string): TFunction {
  const { lang } = usePageAddress();
  return useMemo(() => {
    prepareLanguage(lang);
    return i18n.getFixedT(lang, namespace);
  }, [lang, namespace]);
}

/** Builds links to other pages in the current language and layout. */
export function usePagePath(): (page: PageKey, options?: PathOptions) => string {
  const { lang, layout } = usePageAddress();
  return useCallback((page: PageKey, options?: PathOptions) => buildPath({ lang, layout, page }, options), [lang, layout]);
}
