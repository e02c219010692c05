import type { PageKey } from '@azi/shared/routing/sitePages';

/** A link under an answer: a page of the site, or the SEC's EDGAR listing of the company. */
export type FaqLink = { page: PageKey; hash?: string; label: string } | { href: string; label: string };

export interface FaqQuestion {
  /** Its key under faq.q in the investor namespace (question and answer in three languages). */
  id: string;
  links?: readonly FaqLink[];
}

/** The company's EDGAR filings (CIK 1959726, CONTENT-FACTS.md). */
const EDGAR = 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=1959726';

/** The questions, in page order; every answer comes from the company's public facts. */
export const FAQ_QUESTIONS: readonly FaqQuestion[] = [
  { id: 'exchange', links: [{ page: 'investor', hash: 'gpxx', label: 'faq.links.stock' }] },
  { id: 'shares' },
  { id: 'ipo' },
  { id: 'consolidation' },
  { id: 'fiscalYear' },
  {
    id: 'filings',
    links: [
      { page: 'investor_list5', label: 'faq.links.secFilings' },
      { page: 'investor_list3', label: 'faq.links.reports' },
      { href: EDGAR, label: 'faq.links.edgar' },
    ],
  },
  {
    id: 'alerts',
    links: [
      { page: 'investor', hash: 'alerts', label: 'faq.links.alerts' },
      { page: 'investor', hash: 'hyyj', label: 'faq.links.calendar' },
    ],
  },
  { id: 'headquarters' },
];
