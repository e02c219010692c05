import type { ComponentType } from 'react';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { lazyPage } from '@azi/shared/ui/lazyPage';
import { HomePage } from './HomePage';

// The contact form (fields, captcha, validation) is code only /contact needs: its own chunk. On
// /contact the server's HTML stays in place until the chunk is there, then hydrates; a click on a
// contact link fetches it with the page's data (lazyPage).
const ContactPage = lazyPage(() => import('../contact/ContactPage').then((module) => module.ContactPage));
// The page under construction: a few words, with no first view but its own.
const TipsPage = lazyPage(() => import('./TipsPage').then((module) => module.TipsPage));
// The e-mail alerts page (issue 24): the answers of its forms, the manage page, the privacy note.
const AlertsPage = lazyPage(() => import('../alerts/AlertsPage').then((module) => module.AlertsPage));
// Site search (issue 40): results drawn on the server; its own chunk, loaded only on /search.
const SearchPage = lazyPage(() => import('../search/SearchPage').then((module) => module.SearchPage));
// The accessibility statement (issue 41): text only, read by few, so a chunk of its own.
const AccessibilityPage = lazyPage(() => import('../accessibility/AccessibilityPage').then((module) => module.AccessibilityPage));

/** The pages the shell draws itself. */
export const SHELL_PAGES: Partial<Record<PageKey, ComponentType>> = {
  home: HomePage,
  tips: TipsPage,
  contact: ContactPage,
  alerts: AlertsPage,
  search: SearchPage,
  accessibility: AccessibilityPage,
};
