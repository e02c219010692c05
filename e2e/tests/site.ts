import { devices, expect, type APIRequestContext, type Page } from '@playwright/test';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { SITE_PAGES, type PageKey } from '@azi/shared/routing/sitePages';
import { HYDRATE_AT_ONCE_GLOBAL } from '../../shell/src/remotes/whenWanted';

/** Helpers for the browser tests: every page address, and the viewport of each layout. */
export const VIEWPORT: Record<Layout, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

export const LAYOUTS: Layout[] = ['desktop', 'mobile'];
export { LANGS, buildPath };
export type { Lang, Layout, PageKey };

export const ALL_PAGES: PageKey[] = SITE_PAGES.map((p) => p.key);

/** A job opening every site has: the eight positions the careers code carried were moved into the API with their ids (issue 56). */
export const SEEDED_JOB_ID = 1;

/** The query of a page that shows one item (its id: an existing article's, event's, the seeded job's); none for the others. */
export function itemQuery(key: PageKey, ids: { article?: number; event?: number }): Record<string, number> | undefined {
  const id = (value: number | undefined) => {
    if (value === undefined) throw new Error(`${key} needs an item's id`);
    return { id: value };
  };
  if (key === 'mediaDetail') return id(ids.article);
  if (key === 'event') return id(ids.event);
  if (key === 'job_detail') return { id: SEEDED_JOB_ID };
  return undefined;
}

export const NOT_FOUND_TEXT = 'This page could not be found.';

/** User-Agents for requests made outside the browser: a desktop Chrome and a phone. */
export const DESKTOP_USER_AGENT = devices['Desktop Chrome'].userAgent;
export const PHONE_USER_AGENT = devices['iPhone 13'].userAgent;

export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML fragment with its character references decoded. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** What an element's text reads: no tags, comments or scripts, references decoded, spaces collapsed. */
export function textOf(html: string): string {
  const bare = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '');
  return decodeHtml(bare).replace(/\s+/g, ' ').trim();
}

/**
 * A page as the server sends it, before any script runs: what a crawler that runs no JavaScript
 * reads. Read with regular expressions: the server writes these few tags itself, in one form.
 */
export class ServedPage {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly html: string,
  ) {}

  /** The inside of the `<div id="root">` the browser hydrates (the body after it holds only script tags). */
  get root(): string {
    const start = this.html.indexOf('<div id="root">');
    const end = this.html.lastIndexOf('</body>');
    return start < 0 ? '' : this.html.slice(start + '<div id="root">'.length, end < 0 ? undefined : end);
  }

  get rootText(): string {
    return textOf(this.root);
  }

  /** The page's own content: the `<main>` element inside #root (header and footer left out). */
  get main(): string {
    const root = this.root;
    const start = root.indexOf('<main');
    const end = root.lastIndexOf('</main>');
    return start < 0 || end < start ? '' : root.slice(start, end + '</main>'.length);
  }

  get mainText(): string {
    return textOf(this.main);
  }

  get head(): string {
    return this.html.slice(0, Math.max(0, this.html.indexOf('</head>')));
  }

  /** Every start tag of this name in <head>, e.g. tags('link'). */
  headTags(name: string): string[] {
    return this.head.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
  }

  /** The value of an attribute of a start tag (quoted or not), decoded. */
  static attributeOf(tag: string, name: string): string | undefined {
    const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
    return match ? decodeHtml(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
  }

  /** The `<link>`s of <head> whose attributes include all of these. */
  links(attributes: Record<string, string>): string[] {
    return this.headTags('link').filter((tag) =>
      Object.entries(attributes).every(([name, value]) => ServedPage.attributeOf(tag, name) === value),
    );
  }

  /** The `<meta name=...>` tags of <head> with this name. */
  metas(name: string): string[] {
    return this.headTags('meta').filter((tag) => ServedPage.attributeOf(tag, 'name') === name);
  }

  get htmlLang(): string | undefined {
    const tag = /<html\b[^>]*>/i.exec(this.html)?.[0];
    return tag ? ServedPage.attributeOf(tag, 'lang') : undefined;
  }

  get titles(): string[] {
    return [...this.head.matchAll(/<title>([^<]*)<\/title>/gi)].map((m) => decodeHtml(m[1]!));
  }

  /** The texts of the headings of one level inside #root. */
  headings(level: number): string[] {
    return [...this.root.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'gi'))].map((m) =>
      textOf(m[1]!),
    );
  }

  /** The contents of the script elements of this type, parsed as JSON (a parse error throws). */
  jsonScripts(type: string, id?: string): unknown[] {
    const found: unknown[] = [];
    for (const match of this.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const tag = `<script${match[1]}>`;
      if (ServedPage.attributeOf(tag, 'type') !== type) continue;
      if (id !== undefined && ServedPage.attributeOf(tag, 'id') !== id) continue;
      found.push(JSON.parse(match[2]!));
    }
    return found;
  }

  /** The boot block: configuration, registry and the page's API answers (`data`). */
  get bootData(): { config: unknown; remotes: Record<string, string>; data: Record<string, unknown> } {
    const blocks = this.jsonScripts('application/json', 'boot-data');
    if (blocks.length !== 1) throw new Error(`${this.url}: ${blocks.length} boot blocks`);
    return blocks[0] as never;
  }
}

/**
 * Fetches a page the way a crawler does: no JavaScript, a desktop User-Agent unless the headers
 * say otherwise, and no redirect followed so the status is the server's own.
 */
export async function fetchServed(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<ServedPage> {
  const response = await request.get(url, {
    headers: { 'User-Agent': DESKTOP_USER_AGENT, ...headers },
    maxRedirects: 0,
  });
  return new ServedPage(url, response.status(), response.headers(), await response.text());
}

/** One answer of the content API (`/api-official-web/...`), its envelope's `data`. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api-official-web${path}`);
  if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Reads the API's answers a check compares served pages with, and checks: again only when a second
 * read differs from the first (another spec published or withdrew something meanwhile). When
 * nothing changed, a failure is the check's own and fails at once: a retry never waits for a stale
 * cache to run out.
 */
export async function checkWhileSteady<T>(
  read: () => Promise<T>,
  check: (data: T) => Promise<void>,
  tries = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const data = await read();
    try {
      await check(data);
      return;
    } catch (error) {
      if (attempt >= tries || JSON.stringify(await read()) === JSON.stringify(data)) throw error;
    }
  }
}

export interface ListPage<T = { id: number; title: string; summary: string }> {
  list: T[];
  total: number;
  years: number[];
}

/** The newest corporate news article: an id the media detail page knows. */
export async function existingArticle(request: APIRequestContext, lang: Lang = 'en') {
  const page = await apiData<ListPage>(request, `/media/findPage/1/1?lang=${lang}`);
  const article = page.list[0];
  if (!article) throw new Error('the seeded database has no news');
  return article;
}

/** The newest investor-calendar item: an id the event page knows (issue 41). */
export async function existingEvent(request: APIRequestContext, lang: Lang = 'en') {
  const page = await apiData<ListPage>(request, `/investorCalendar/findPage/1/1?lang=${lang}`);
  const event = page.list[0];
  if (!event) throw new Error('the seeded database has no investor calendar');
  return event;
}

/**
 * Waits until React has hydrated this server-rendered element (it carries React's props), so a
 * test's input is handled by the page rather than lost on markup that is not live yet.
 */
/** Whether React has hydrated the (first) element yet: React DOM keeps an element's props on it. */
export function isHydrated(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
}

export async function hydrated(locator: import('@playwright/test').Locator): Promise<void> {
  await locator.first().waitFor();
  await locator.first().evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const live = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const check = () => (live() ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** Waits until the page has stopped scrolling (a smooth jump or a focus's scroll into view has ended): 300 ms without a move. */
export async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = window.scrollY;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return window.scrollY === before;
      }),
    )
    .toBe(true);
}

/**
 * The documented test hook (README, "Tests"): every part the page would wake on a visitor's reach or
 * when the browser is idle (decision 007) hydrates at load, for a test that needs the live page and
 * drives no reach of its own (a page under Playwright's installed clock never sees the idle moment).
 */
export async function liveAtLoad(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    (window as unknown as Record<string, unknown>)[name] = true;
  }, HYDRATE_AT_ONCE_GLOBAL);
}
