import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { i18n, prepareLanguage } from '@azi/shared/i18n/instance';
import { plainTextFirst } from '@azi/shared/i18n/plainText';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@azi/shared/config/siteConfig';
import { buildPath, type PageAddress, type PathOptions } from '@azi/shared/routing/paths';
import type { PageKey } from '@azi/shared/routing/sitePages';

const PageAddressContext = createContext<PageAddress>({ lang: 'zh', layout: 'desktop', page: 'home' });
/** The language and layout alone: the same object while only the page changes. */
const PageLanguageContext = createContext<PageLanguage>({ lang: 'zh', layout: 'desktop' });
const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

/** What text and links depend on: the header's and footer's text stays put from page to page. */
export type PageLanguage = Pick<PageAddress, 'lang' | 'layout'>;

export interface PageProvidersProps {
  address: PageAddress;
  config: SiteConfig;
  children: ReactNode;
}

/** Gives every page its address (read from the URL by the shell) and the site configuration. */
export function PageProviders({ address, config, children }: PageProvidersProps) {
  const { lang, layout } = address;
  const language = useMemo(() => ({ lang, layout }), [lang, layout]);
  return (
    <SiteConfigContext.Provider value={config}>
      <PageLanguageContext.Provider value={language}>
        <PageAddressContext.Provider value={address}>{children}</PageAddressContext.Provider>
      </PageLanguageContext.Provider>
    </SiteConfigContext.Provider>
  );
}

/** The language, layout and page of the current URL. */
export function usePageAddress(): PageAddress {
  return useContext(PageAddressContext);
}

/** The language and layout of the current URL (a component that does not depend on the page). */
export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/**
 * A translate function fixed to the page's language and one namespace. Pure: it reads the URL's
 * language, never global state, so a page renders the same on the server and in the browser.
 * Plain text is answered without i18next's per-call work (plainText.ts); a list asked for with
 * `returnObjects` is then one frozen array shared by every caller: read it, never sort or change it.
 */
export function useT(namespace: string): TFunction {
  const { lang } = usePageLanguage();
  return useMemo(() => {
    prepareLanguage(lang);
    return plainTextFirst(i18n.getFixedT(lang, namespace), lang, namespace);
  }, [lang, namespace]);
}

/** Builds links to other pages in the current language and layout. */
export function usePagePath(): (page: PageKey, options?: PathOptions) => string {
  const { lang, layout } = usePageLanguage();
  return useCallback(
    (page: PageKey, options?: PathOptions) => buildPath({ lang, layout, page }, options),
    [lang, layout],
  );
}
