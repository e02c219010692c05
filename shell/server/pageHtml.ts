import { HTML_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { buildPath, type PageAddress } from '@azi/shared/routing/paths';
import en from '../src/locales/en.json';
import hk from '../src/locales/hk.json';
import zh from '../src/locales/zh.json';

const TEXT = { zh, hk, en } as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface PageHtmlInput {
  /** The built index.html of the shell. */
  template: string;
  lang: Lang;
  /** The page, or undefined for the not-found page. */
  address?: PageAddress;
  siteUrl: string;
  /** Start-up data the shell would otherwise fetch (site configuration, remote registry). */
  bootData?: unknown;
}

/** JSON safe inside a <script type="application/json"> element (no closing tag, no comment opener). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The shell's index.html with the page's language, title, description and alternates filled
 * in on the server, so search engines and link previews see them before any script runs.
 */
export function renderPageHtml({ template, lang, address, siteUrl, bootData }: PageHtmlInput): string {
  const metaKey = address ? address.page : 'notFound';
  const meta = (TEXT[lang].meta as Record<string, { title: string; description: string }>)[metaKey] ?? TEXT[lang].meta.home;
  const head: string[] = [];
  if (address) {
    const canonical = `${siteUrl}${buildPath(address)}`;
    head.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const other of LANGS) {
      head.push(`<link rel="alternate" hreflang="${HTML_LANG[other]}" href="${escapeHtml(siteUrl + buildPath({ ...address, lang: other }))}" />`);
    }
    head.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl + buildPath({ ...address, lang: 'zh' }))}" />`);
    const rss = lang === 'zh' ? '/rss.xml' : `/${lang}/rss.xml`;
    head.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(TEXT[lang].nav.media.corporateNews)}" href="${rss}" />`);
  } else {
    head.push('<meta name="robots" content="noindex" />');
  }
  if (bootData !== undefined) {
    // Data, not code: the CSP (no inline scripts) does not apply to a JSON block, and it saves
    // the shell two round trips before its first render.
    head.push(`<script type="application/json" id="boot-data">${jsonForScript(bootData)}</script>`);
  }
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
}
