import { findPage, MAIN_MENU, type PageKey } from '@azi/shared/routing/sitePages';

export interface MenuLink {
  /** i18n key in the common namespace. */
  labelKey: string;
  page: PageKey;
  hash?: string;
}

export interface MenuSection {
  page: PageKey;
  labelKey: string;
  items: MenuLink[];
}

/**
 * The six main menus and their sub-menus, from the site's page table: each sub-item jumps to
 * an anchored section of its page. The investor menu ends with its services: the IR contacts and
 * FAQ page (the item the first site marked "under construction", now a page of its own).
 */
export const MENU: readonly MenuSection[] = MAIN_MENU.map((page) => {
  const anchors = findPage(page)?.anchors ?? [];
  const items: MenuLink[] = anchors.map(({ id, section }) => ({ labelKey: `nav.${page}.${section}`, page, hash: id }));
  if (page === 'investor') items.push({ labelKey: 'nav.investor.faq', page: 'faq' });
  return { page, labelKey: `nav.${page}.title`, items };
});
