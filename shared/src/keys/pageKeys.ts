/**
 * The names of the site's pages, apart from the page table (routing/sitePages.ts) that describes
 * them: the content kinds (shared/src/content) say which page shows their items, and the page table
 * derives the IR archives' selectors from the kinds, so the names sit below both.
 */
export const INVESTOR_ARCHIVE_IDS = [1, 2, 3, 4, 5] as const;
export type InvestorArchiveId = (typeof INVESTOR_ARCHIVE_IDS)[number];

export type PageKey =
  | 'home'
  | 'introduce'
  | 'service'
  | 'employee'
  | 'esg'
  | 'investor'
  | `investor_list${InvestorArchiveId}`
  | 'job_list'
  | 'job_detail'
  | 'media'
  | 'mediaDetail'
  | 'tips'
  | 'contact'
  | 'alerts'
  | 'search'
  | 'event'
  | 'faq'
  | 'accessibility';
