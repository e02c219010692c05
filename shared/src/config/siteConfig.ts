/**
 * Settings that are configuration, not copy: contact numbers, mailboxes, external links.
 * The server fills them from its environment and serves them at /config.json.
 */
export interface SiteConfig {
  /** Customer-service 400 hotline, 9:00-18:00. */
  supportHotline: string;
  /** Franchise hotline, open 24 hours. */
  franchiseHotline: string;
  /** Customer-service mailbox. */
  serviceEmail: string;
  /** Media and investor-relations mailbox. */
  irEmail: string;
  /** Where job applications go: a mailto: address or an https URL. */
  jobApplyChannel: string;
  /** The external merchant site (login and register). */
  merchantLoginUrl: string;
  merchantRegisterUrl: string;
  /** Supply-chain mall (external). */
  mallUrl: string;
  /** App download centre (external). */
  appDownloadUrl: string;
  /** ICP filing and public-security filing notices shown in the footer. */
  icpFiling: string;
  icpFilingUrl: string;
  publicSecurityFiling: string;
  /**
   * The public origin (PUBLIC_URL, no trailing slash), handed down by the site server: not a
   * setting of its own. Structured data needs absolute URLs; absent, it names none.
   */
  siteUrl?: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  supportHotline: '400-000-0000',
  franchiseHotline: '400-000-0000',
  serviceEmail: 'service@example.com',
  irEmail: 'ir@example.com',
  jobApplyChannel: 'mailto:hr@example.com',
  merchantLoginUrl: 'https://merchant.example.com/login',
  merchantRegisterUrl: 'https://merchant.example.com/register',
  mallUrl: 'https://mall.example.com/',
  appDownloadUrl: 'https://merchant.example.com/app',
  icpFiling: '',
  icpFilingUrl: 'https://beian.miit.gov.cn/',
  publicSecurityFiling: '',
};

/** Keeps only known string keys, so a bad /config.json cannot break the page. */
export function mergeSiteConfig(input: unknown): SiteConfig {
  const merged: SiteConfig = { ...DEFAULT_SITE_CONFIG };
  if (input && typeof input === 'object') {
    for (const key of Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]) {
      const value = (input as Record<string, unknown>)[key];
      if (typeof value === 'string') merged[key] = value;
    }
    const { siteUrl } = input as { siteUrl?: unknown };
    if (typeof siteUrl === 'string' && /^https?:\/\/[^/?#]+$/.test(siteUrl)) merged.siteUrl = siteUrl;
  }
  return merged;
}
