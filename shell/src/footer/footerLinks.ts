import type { SiteConfig } from '@azi/shared/config/siteConfig';
import type { PageKey } from '@azi/shared/routing/sitePages';

/** A footer link: to a page of the site, or out to a configured external site. */
export type FooterLink =
  | { kind: 'page'; labelKey: string; page: PageKey; hash?: string }
  | { kind: 'external'; labelKey: string; href: string };

export function supportLinks(config: SiteConfig): FooterLink[] {
  return [
    { kind: 'page', labelKey: 'footer.contactForm', page: 'contact' },
    { kind: 'external', labelKey: 'footer.appDownload', href: config.appDownloadUrl },
    { kind: 'external', labelKey: 'footer.mall', href: config.mallUrl },
    { kind: 'external', labelKey: 'footer.login', href: config.merchantLoginUrl },
    { kind: 'external', labelKey: 'footer.register', href: config.merchantRegisterUrl },
  ];
}

export const FOLLOW_LINKS: FooterLink[] = [
  { kind: 'page', labelKey: 'footer.corporateNews', page: 'media' },
  { kind: 'page', labelKey: 'footer.milestones', page: 'introduce', hash: 'fzlc' },
  { kind: 'page', labelKey: 'footer.honors', page: 'introduce', hash: 'gsry' },
];

/** Where the official account QR code is drawn (by the site server, from configuration). */
export const OFFICIAL_ACCOUNT_QR = '/qr/official-account.svg';
