import type { FaqLinkSet } from '@azi/shared/content/faq';
import type { PageKey } from '@azi/shared/routing/sitePages';

/** A link under an answer: a page of the site, or the SEC's EDGAR listing of the company. */
export type FaqLink = { page: PageKey; hash?: string; label: string } | { href: string; label: string };

/** The company's EDGAR filings (CIK 1959726, docs/company-facts.md). */
const EDGAR = 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=1959726';

/**
 * The links staff may put under an answer (the entry's relatedLinks): the site's own pages, whose
 * addresses the page builds, so a renamed page never leaves a stale link in the database.
 */
export const FAQ_LINKS: Record<FaqLinkSet, readonly FaqLink[]> = {
  none: [],
  stock: [{ page: 'investor', hash: 'gpxx', label: 'faq.links.stock' }],
  filings: [
    { page: 'investor_list5', label: 'faq.links.secFilings' },
    { page: 'investor_list3', label: 'faq.links.reports' },
    { href: EDGAR, label: 'faq.links.edgar' },
  ],
  alerts: [
    { page: 'investor', hash: 'alerts', label: 'faq.links.alerts' },
    { page: 'investor', hash: 'hyyj', label: 'faq.links.calendar' },
  ],
};
