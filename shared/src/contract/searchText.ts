/**
 * The searchable text a remote declares (issue 40): for each of its pages, and each anchored
 * section of a page, a heading and the text a visitor reads, in every language. A remote's build
 * writes it as `search-text.json` beside its manifest (tools/webpack/searchText.js); the site
 * server reads that file when the remote's live version changes and never runs the remote's code
 * to get it. The file comes from another team's release, so it is checked here like any other
 * untrusted input: shape, types, sizes, and only pages (and anchors) the page table gives that
 * remote.
 */
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { findPage, type PageKey, type RemoteName } from '@azi/shared/routing/sitePages';

/** The file a remote's build writes beside mf-manifest.json. */
export const SEARCH_TEXT_FILE = 'search-text.json';
/** The most bytes the site reads of one remote's file; a bigger one is refused whole. */
export const SEARCH_TEXT_MAX_BYTES = 1024 * 1024;
export const SEARCH_TEXT_MAX_ENTRIES = 200;
export const SEARCH_HEADING_MAX = 200;
export const SEARCH_BODY_MAX = 20_000;

export type PerLang = Record<Lang, string>;

export interface DeclaredSearchEntry {
  page: PageKey;
  /** An anchored section of the page (its id in the page table), or none for the page as a whole. */
  anchor?: string;
  heading: PerLang;
  text: PerLang;
}

export interface DeclaredSearchText {
  remote: RemoteName;
  entries: DeclaredSearchEntry[];
}

export type SearchTextCheck = { ok: true; value: DeclaredSearchText } | { ok: false; problem: string };

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function perLang(value: unknown, max: number): PerLang | string {
  if (!isPlain(value)) return 'is not an object of languages';
  const keys = Object.keys(value);
  if (keys.length !== LANGS.length || !LANGS.every((lang) => keys.includes(lang)))
    return `must name exactly ${LANGS.join(', ')}`;
  for (const lang of LANGS) {
    const text = value[lang];
    if (typeof text !== 'string') return `${lang} is not text`;
    if (text.length > max) return `${lang} is longer than ${max} characters`;
  }
  return value as PerLang;
}

function checkEntry(value: unknown, remote: RemoteName, index: number): DeclaredSearchEntry | string {
  const where = `entry ${index}`;
  if (!isPlain(value)) return `${where} is not an object`;
  for (const key of Object.keys(value))
    if (!['page', 'anchor', 'heading', 'text'].includes(key))
      return `${where} has an unknown field ${JSON.stringify(key.slice(0, 40))}`;
  const page = typeof value.page === 'string' ? findPage(value.page) : undefined;
  if (!page) return `${where} names no page of the page table`;
  if (page.owner !== remote) return `${where}: ${page.key} is not a page of ${remote}`;
  const anchor = value.anchor;
  if (anchor !== undefined && (typeof anchor !== 'string' || !page.anchors.some((known) => known.id === anchor)))
    return `${where}: not an anchor of ${page.key}`;
  const heading = perLang(value.heading, SEARCH_HEADING_MAX);
  if (typeof heading === 'string') return `${where}: heading ${heading}`;
  const text = perLang(value.text, SEARCH_BODY_MAX);
  if (typeof text === 'string') return `${where}: text ${text}`;
  return { page: page.key, ...(anchor === undefined ? {} : { anchor }), heading, text };
}

/** The declaration of `remote` read from its file's parsed JSON, or why it cannot be used. Never throws. */
export function checkSearchText(value: unknown, remote: RemoteName): SearchTextCheck {
  if (!isPlain(value)) return { ok: false, problem: 'not an object' };
  if (value.remote !== remote)
    return { ok: false, problem: `declared for ${JSON.stringify(String(value.remote).slice(0, 40))}, not ${remote}` };
  const entries = value.entries;
  if (!Array.isArray(entries)) return { ok: false, problem: 'entries is not a list' };
  if (entries.length > SEARCH_TEXT_MAX_ENTRIES)
    return { ok: false, problem: `more than ${SEARCH_TEXT_MAX_ENTRIES} entries` };
  const checked: DeclaredSearchEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const result = checkEntry(entry, remote, index);
    if (typeof result === 'string') return { ok: false, problem: result };
    checked.push(result);
  }
  return { ok: true, value: { remote, entries: checked } };
}
