import { buildPath, parsePath, type Layout } from '@azi/shared/routing/paths';
import type { Lang } from '@azi/shared/i18n/languages';

export type BannerLink = { kind: 'page'; to: string } | { kind: 'external'; href: string };

/**
 * Where a banner leads. The API stores site links without language or layout ('/service#saas'),
 * so one banner serves every version of the site: they are rebuilt for the visitor's. An
 * http(s) address leaves the site; anything else is ignored rather than guessed at.
 */
export function bannerLink(linkUrl: string, lang: Lang, layout: Layout): BannerLink | undefined {
  const url = linkUrl.trim();
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const [beforeHash = '', hash] = url.split('#', 2);
  const [pathname = '', query] = beforeHash.split('?', 2);
  const parsed = parsePath(pathname);
  if (parsed.kind !== 'page') return undefined;
  return { kind: 'page', to: buildPath({ lang, layout, page: parsed.page }, { query, hash }) };
}
