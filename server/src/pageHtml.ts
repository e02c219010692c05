import { HTML_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { canonicalPageQuery } from '@azi/shared/routing/pageQuery';
import { buildPath, type PageAddress } from '@azi/shared/routing/paths';
import { findPage } from '@azi/shared/routing/sitePages';
import en from 'shell/locales/en.json';
import hk from 'shell/locales/hk.json';
import zh from 'shell/locales/zh.json';
import { PAGE_META } from './pageMeta';
import { jobsFeedPath, newsFeedPath, secFeedPath } from '@azi/shared/routing/feedPaths';

const TEXT = { zh, hk, en } as const;

/** The mobile layout's media query, as search engines read it on `rel="alternate"` (MOBILE_BREAKPOINT - 1). */
export const MOBILE_MEDIA = 'only screen and (max-width: 820px)';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe inside a <script type="application/json"> element (no closing tag, no comment opener). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The query a page's canonical URL keeps: only the parameters the page table says name the item
 * shown (an article's id), as the page reads them; never list filters, tracking tags or anything else.
 */
export function canonicalQuery(address: PageAddress, search: URLSearchParams): string {
  return canonicalPageQuery(address.page, search).toString();
}

export interface PageHtmlInput {
  /** The built index.html of the shell. */
  template: string;
  lang: Lang;
  /** The page, or undefined for the not-found page. */
  address?: PageAddress;
  /** The request's query (for the canonical URL of an article). */
  search?: URLSearchParams;
  siteUrl: string;
  /** Start-up data for the browser: configuration, registry, the page's API answers. */
  bootData?: unknown;
  /** Keep the page out of search indexes (it is served with an error status). */
  noindex?: boolean;
  /** The server-rendered inside of #root. */
  rootHtml?: string;
  /** The page's own title and description (an article's), instead of the page table's. */
  title?: string;
  description?: string;
  /**
   * Style sheets the page needs before it paints (the shell's and its remote's). With its text a
   * sheet is inlined (no request before the first paint; data-href tells the CSS loaders of the
   * shell and the remotes that it is there already); without, it is linked.
   */
  stylesheets?: readonly { href: string; css?: string }[];
}

/** Replaces with the text as it is: a function, so '$&', "$'" and the like in page text stay text. */
function replaceOne(html: string, pattern: RegExp | string, replacement: string): string {
  return html.replace(pattern, () => replacement);
}

/**
 * The built template without its links to the shell's own style sheets (HtmlWebpackPlugin writes
 * them for the dev server). The server inlines those sheets (renderPageHtml links one itself if it
 * cannot be read): a link as well would block the first paint on a request for CSS the page has.
 */
export function withoutStylesheetLinks(template: string, hrefs: readonly string[]): string {
  let html = template;
  for (const href of hrefs) {
    const quoted = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    html = html.replace(new RegExp(`<link\\b[^>]*\\bhref=["']?${quoted}(?=["'\\s>])[^>]*>`, 'g'), '');
  }
  return html;
}

/**
 * On paper a link is followed by its address (the shell's print.css); a link to a page of this
 * site holds only its path, and `--site-origin`, given here for print only, makes it a whole
 * address a reader can type: the site's public origin. Written into the page, it costs the first
 * view nothing; set from a script on <html> at start-up, it made the browser restyle every element
 * (24-75 ms at 4x CPU on the phone pages, decision 007). The CSP allows inline style elements.
 */
export function printOriginStyle(siteUrl: string): string {
  let origin: string;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    return '';
  }
  // A URL's origin (scheme, host, port) holds no quote, backslash or angle bracket.
  return `<style media="print">:root{--site-origin:"${origin}"}</style>`;
}

/**
 * The whole document of a page: the shell's index.html with the server-rendered page inside #root,
 * its language, title, description, canonical and alternate links, its style sheets and the
 * boot data. The template is matched loosely: a minifier may drop attribute quotes.
 */
export function renderPageHtml(input: PageHtmlInput): string {
  const { template, lang, address, siteUrl, bootData, rootHtml = '', stylesheets = [] } = input;
  const metaKey = address ? address.page : 'notFound';
  const meta = PAGE_META[lang][metaKey] ?? PAGE_META[lang].home!;
  const title = input.title || meta.title;
  const description = input.description || meta.description;
  const head: string[] = [];
  for (const { href, css } of stylesheets) {
    head.push(
      css === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
        : `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  head.push(printOriginStyle(siteUrl));
  if (address) {
    const query = canonicalQuery(address, input.search ?? new URLSearchParams());
    const url = (a: PageAddress) => escapeHtml(siteUrl + buildPath(a, { query }));
    // One page, one canonical URL: a mobile twin points at its desktop page, which in turn names
    // the twin for small screens (separate mobile URLs, as search engines ask for them).
    const desktop = { ...address, layout: 'desktop' as const };
    const mobile = { ...address, layout: 'mobile' as const };
    head.push(`<link rel="canonical" href="${url(desktop)}">`);
    if (address.layout === 'desktop') {
      head.push(`<link rel="alternate" media="${MOBILE_MEDIA}" href="${url(mobile)}">`);
      head.push(`<meta name="mobile-agent" content="format=html5;url=${url(mobile)}">`);
    }
    for (const other of LANGS)
      head.push(`<link rel="alternate" hreflang="${HTML_LANG[other]}" href="${url({ ...address, lang: other })}">`);
    head.push(`<link rel="alternate" hreflang="x-default" href="${url({ ...address, lang: 'zh' })}">`);
    head.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(TEXT[lang].nav.media.corporateNews)}" href="${newsFeedPath(lang)}">`,
    );
    // The investor pages also offer the SEC filings' feed, for the readers that look for it there;
    // the careers pages the job openings' (issue 56), in both formats.
    const owner = findPage(address.page)?.owner;
    if (owner === 'mfe_investor') {
      head.push(
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(TEXT[lang].nav.investor.secFilings)}" href="${secFeedPath(lang)}">`,
      );
    }
    if (owner === 'mfe_careers') {
      const title = escapeHtml(TEXT[lang].nav.employee.recruitment);
      head.push(
        `<link rel="alternate" type="application/rss+xml" title="${title}" href="${jobsFeedPath(lang, 'rss')}">`,
        `<link rel="alternate" type="application/atom+xml" title="${title}" href="${jobsFeedPath(lang, 'atom')}">`,
      );
    }
  }
  if (!address || input.noindex) head.push('<meta name="robots" content="noindex">');
  if (bootData !== undefined) {
    // Data, not code: the CSP (no inline scripts) does not apply to a JSON block.
    head.push(`<script type="application/json" id="boot-data">${jsonForScript(bootData)}</script>`);
  }
  let html = template;
  html = replaceOne(html, /<html[^>]*>/, `<html lang="${HTML_LANG[lang]}">`);
  html = replaceOne(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceOne(
    html,
    /<meta\s+name="?description"?[^>]*>/,
    `<meta name="description" content="${escapeHtml(description)}">`,
  );
  html = replaceOne(html, /<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaceOne(html, '</head>', `${head.join('')}</head>`);
  html = replaceOne(html, /<div id="?root"?>\s*<\/div>/, `<div id="root">${rootHtml}</div>`);
  return html;
}
