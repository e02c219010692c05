import type { ComponentType } from 'react';
import type { Lang } from '@azi/shared/i18n/languages';
import type { PageKey, RemoteName } from '@azi/shared/routing/sitePages';

/** A nested tree of translated strings (one i18n namespace in one language). */
export interface LocaleTree {
  [key: string]: string | LocaleTree | LocaleTree[] | string[];
}

/**
 * The two layouts of one page. Each reads its language and layout from the URL via usePageAddress().
 * What the header must know before the remote loads (a solid header) lives in the page table.
 */
export interface RemotePage {
  Desktop: ComponentType;
  Mobile: ComponentType;
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
