import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';
import { absoluteUrl } from '@azi/shared/seo/absoluteUrl';

/** The listed company's legal name, the same in every language (its SEC filings'). */
export const COMPANY_LEGAL_NAME = 'Autozi Internet Technology (Global) Ltd.';

/** The company's logo among the shell's public files, served at the site's root. */
export const COMPANY_LOGO_PATH = '/favicon.svg';

/** The name each language's pages use for it. */
const COMPANY_NAME: Record<Lang, string> = { zh: '中驰车福', hk: '中馳車福', en: 'Autozi' };

/**
 * The company as a schema.org Corporation (an Organization that may have a tickerSymbol, "exchange
 * instrument"), with what Google reads of an Organization: name, url and logo; and the facts it may
 * also take (legal and other names, founding year, headquarters).
 */
export function corporationJsonLd(lang: Lang, siteUrl: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Corporation',
    name: COMPANY_NAME[lang],
    legalName: COMPANY_LEGAL_NAME,
    alternateName: Object.values(COMPANY_NAME).filter((name) => name !== COMPANY_NAME[lang]),
    url: absoluteUrl(siteUrl, buildPath({ page: 'home', lang, layout: 'desktop' })),
    logo: absoluteUrl(siteUrl, COMPANY_LOGO_PATH),
    tickerSymbol: 'NASDAQ AZI',
    foundingDate: '2010',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Building B09, Intelligence Park, No. 26 Yongtaizhuang North Road, Haidian District',
      addressLocality: 'Beijing',
      addressCountry: 'CN',
    },
  };
}
