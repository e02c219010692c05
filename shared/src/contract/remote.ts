import type { ComponentType } from 'react';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Layout } from '@azi/shared/routing/paths';
import type { PageKey, RemoteName } from '@azi/shared/routing/sitePages';

/** A nested tree of translated strings (one i18n namespace in one language). */
export interface LocaleTree {
  [key: string]: string | LocaleTree | LocaleTree[] | string[];
}

/** A page whose two layouts are different components. */
export interface RemotePagePair {
  Desktop: ComponentType;
  Mobile: ComponentType;
}

/**
 * A page of a remote: one component, which reads its language and layout from the URL
 * (usePageAddress) and lays itself out for each, or a Desktop/Mobile pair. What the header must
 * know before the remote loads (a solid header) lives in the page table.
 */
export type RemotePage = ComponentType | RemotePagePair;

function isPagePair(page: RemotePage): page is RemotePagePair {
  // A component is a function or, for memo/forwardRef, an object without these keys.
  return typeof page === 'object' && page !== null && 'Desktop' in page && 'Mobile' in page;
}

/** The component that draws a page in a layout, whichever form the remote gave it in. */
export function pageView(page: RemotePage, layout: Layout): ComponentType {
  if (!isPagePair(page)) return page;
  return layout === 'mobile' ? page.Mobile : page.Desktop;
}

export interface LatestNewsWidgetProps {
  /** How many items to show. */
  limit?: number;
  /** Whether the widget shows its own link to the media center (default true). */
  viewAll?: boolean;
}

/** Widgets a remote may lend to pages it does not own. */
export interface RemoteWidgets {
  latestNews?: ComponentType<LatestNewsWidgetProps>;
}

/** A remote's strings in one language (same keys in every language). */
export type RemoteTextLoader = (lang: Lang) => Promise<LocaleTree>;

/**
 * The one module each remote exposes, as `<remote name>/module` (default export).
 * The shell knows a remote only through this shape.
 */
export interface RemoteModule {
  name: RemoteName;
  /** The i18n namespace the remote owns. */
  namespace: string;
  /**
   * Its strings, one language at a time: a page loads only its own language's (each language is a
   * chunk of its own in the browser build). Every remote built since the text was split has it.
   */
  loadText?: RemoteTextLoader;
  /** Its strings in every language at once: what remote versions built before loadText carry (still accepted). */
  resources?: Record<Lang, LocaleTree>;
  pages: Partial<Record<PageKey, RemotePage>>;
  widgets?: RemoteWidgets;
}

/**
 * Whether a value has the shape of a RemoteModule: a namespace, its text in either form (loadText,
 * or resources in versions built before it) and its pages. The shell checks what federation
 * loaded in the browser, the site server what a version's server build exports.
 */
export function isRemoteModule(value: unknown): value is RemoteModule {
  const m = value as Partial<RemoteModule> | null;
  if (!m || typeof m.namespace !== 'string' || !m.pages || typeof m.pages !== 'object') return false;
  return typeof m.loadText === 'function' || (!!m.resources && typeof m.resources === 'object');
}

/** The exposed module name every remote uses. */
export const REMOTE_MODULE = 'module';

export function remoteModuleId(name: RemoteName): string {
  return `${name}/${REMOTE_MODULE}`;
}
