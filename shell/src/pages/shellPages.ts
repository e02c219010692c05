import type { ComponentType } from 'react';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { lazyPage } from '@azi/shared/ui/lazyPage';
import { HomePage } from './HomePage';

// The contact form (fields, captcha, validation) is code only /contact needs: its own chunk. On
// /contact the server's HTML stays in place until the chunk is there, then hydrates; a click on a
// contact link fetches it with the page's data (lazyPage).
const ContactPage = lazyPage(() =>
  import(/* webpackChunkName: "page-contact" */ '../contact/ContactPage').then((module) => module.ContactPage),
);
// The page under construction: a few words, with no first view but its own.
const TipsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-tips" */ './TipsPage').then((module) => module.TipsPage),
);
// The e-mail alerts page (issue 24): the answers of its forms, the manage page, the privacy note.
const AlertsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-alerts" */ '../alerts/AlertsPage').then((module) => module.AlertsPage),
);
// Site search (issue 40): results drawn on the server; its own chunk, loaded only on /search.
const SearchPage = lazyPage(() =>
  import(/* webpackChunkName: "page-search" */ '../search/SearchPage').then((module) => module.SearchPage),
);
// The accessibility statement (issue 41): text only, read by few, so a chunk of its own.
const AccessibilityPage = lazyPage(() =>
  import(/* webpackChunkName: "page-accessibility" */ '../accessibility/AccessibilityPage').then(
    (module) => module.AccessibilityPage,
  ),
);

/**
 * The pages the shell draws itself. The chunk of each page but home is named `page-<key>`: the
 * server inlines a `page-<key>` style sheet on that page only (pageAssets.ts), so every other page
 * carries none of its rules; a visit by client-side navigation fetches it with the chunk.
 */
export const SHELL_PAGES: Partial<Record<PageKey, ComponentType>> = {
  home: HomePage,
  tips: TipsPage,
  contact: ContactPage,
  alerts: AlertsPage,
  search: SearchPage,
  accessibility: AccessibilityPage,
};
