/**
 * What a staged release's preview says, in the page's language (issue 38): the banner at the foot
 * of every previewed page, with its "end preview" link, and the page a link that does not work
 * opens. Both were English on zh and hk pages, and the banner gave no way out of the preview.
 */
import { DEFAULT_LANG, langFromCookie, type Lang } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';
import { escapeHtml } from '../pageHtml';

const BANNER: Record<Lang, { staged: string; until: string; end: string }> = {
  zh: { staged: '预发布版本，尚未上线：{{label}}。', until: '此预览有效至 {{until}}（UTC）。', end: '结束预览' },
  hk: { staged: '預發佈版本，尚未上線：{{label}}。', until: '此預覽有效至 {{until}}（UTC）。', end: '結束預覽' },
  en: {
    staged: 'Staged release, not live: {{label}}.',
    until: 'This preview works until {{until}} UTC.',
    end: 'End the preview',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));

/** The banner's HTML (safe to insert): what is previewed, until when, and a link that ends it (END_PREVIEW_URL). */
export function releasePreviewNotice(lang: Lang, label: string, expires: Date, endUrl: string): string {
  const words = BANNER[lang];
  const until = expires.toISOString().slice(0, 16).replace('T', ' ');
  return (
    `${fill(words.staged, { label })} ${fill(words.until, { until })} ` +
    `<a href="${escapeHtml(endUrl)}" style="color:#fff;text-decoration:underline;margin-left:8px">${escapeHtml(words.end)}</a>`
  );
}

export type PreviewProblem = 'malformed' | 'forged' | 'expired' | 'unknown' | 'disabled';

const PROBLEMS: Record<Lang, Record<PreviewProblem, string> & { title: string; live: string }> = {
  zh: {
    title: '版本预览',
    live: '前往正式网站',
    malformed: '此预览链接不完整或已损坏，请复制发布命令打印出的完整链接。',
    forged: '此预览链接不是本网站签发的（或网站的发布令牌或预览密钥已更换）。',
    expired:
      '此预览链接已过期（链接一小时内有效）。请重新获取：npm run release -w <remote> -- --to <site> --preview <version>。',
    unknown: '此链接预览的版本已不在预发布状态：它已上线或已过期。请重新预发布后再预览。',
    disabled: '本网站不签发预览链接（未设置发布令牌）。',
  },
  hk: {
    title: '版本預覽',
    live: '前往正式網站',
    malformed: '此預覽連結不完整或已損壞，請複製發佈指令列印出的完整連結。',
    forged: '此預覽連結並非本網站簽發（或網站的發佈令牌或預覽密鑰已更換）。',
    expired:
      '此預覽連結已過期（連結一小時內有效）。請重新取得：npm run release -w <remote> -- --to <site> --preview <version>。',
    unknown: '此連結預覽的版本已不在預發佈狀態：它已上線或已過期。請重新預發佈後再預覽。',
    disabled: '本網站不簽發預覽連結（未設定發佈令牌）。',
  },
  en: {
    title: 'Release preview',
    live: 'The live site',
    malformed: 'This preview link is incomplete or damaged. Copy the whole link the release command printed.',
    forged:
      "This preview link was not issued by this site (or the site's release tokens or preview secret have changed since).",
    expired:
      'This preview link has expired (links are valid for one hour). Ask for a new one: npm run release -w <remote> -- --to <site> --preview <version>.',
    unknown:
      'The version this link previews is no longer staged: it was activated, or it expired. Stage a new build to preview it.',
    disabled: 'This site does not issue preview links (it has no release tokens).',
  },
};

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

/**
 * The language of a preview link's own page, which has no language in its address: the site's
 * `lang` cookie (the language the person last read the site in), else the browser's, else zh.
 */
export function previewPageLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const fromCookie = langFromCookie(cookie);
  if (fromCookie) return fromCookie;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(hk|tw|mo|hant)/.test(first)) return 'hk';
  if (first.startsWith('zh')) return 'zh';
  if (first.startsWith('en')) return 'en';
  return DEFAULT_LANG;
}

/** The whole page a preview link that does not work opens, in `lang`. */
export function previewProblemPage(lang: Lang, status: number, problem: PreviewProblem): string {
  const words = PROBLEMS[lang];
  const home = buildPath({ lang, layout: 'desktop', page: 'home' });
  return (
    `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status} ${escapeHtml(words.title)}</title></head>` +
    `<body><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words[problem])}</p><p><a href="${home}">${escapeHtml(words.live)}</a></p></body></html>`
  );
}
