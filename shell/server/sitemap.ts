import { HTML_LANG, LANGS } from '@azi/shared/i18n/languages';
import { buildPath, type Layout } from '@azi/shared/routing/paths';
import { SITE_PAGES } from '@azi/shared/routing/sitePages';
import { escapeHtml } from './pageHtml';

/** Every page in every language and layout, each with its hreflang alternates and x-default (zh). */
export function buildSitemap(siteUrl: string): string {
  const urls: string[] = [];
  for (const page of SITE_PAGES) {
    for (const layout of ['desktop', 'mobile'] as Layout[]) {
      const alternates = [
        ...LANGS.map((lang) => `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeHtml(siteUrl + buildPath({ lang, layout, page: page.key }))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl + buildPath({ lang: 'zh', layout, page: page.key }))}"/>`,
      ].join('\n');
      for (const lang of LANGS) {
        urls.push(`  <url>\n    <loc>${escapeHtml(siteUrl + buildPath({ lang, layout, page: page.key }))}</loc>\n${alternates}\n  </url>`);
      }
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api-official-web/admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
