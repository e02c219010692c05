import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { SITE_PAGES, type PageKey } from '@azi/shared/routing/sitePages';

/** Helpers for the browser tests: every page address, and the viewport of each layout. */
export const VIEWPORT: Record<Layout, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

export const LAYOUTS: Layout[] = ['desktop', 'mobile'];
export { LANGS, buildPath };
export type { Lang, Layout, PageKey };

export const ALL_PAGES: PageKey[] = SITE_PAGES.map((p) => p.key);

export const NOT_FOUND_TEXT = 'This page could not be found.';
