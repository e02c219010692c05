import type { Lang } from '@azi/shared/i18n/languages';

/** A list written as the language writes one: 新闻稿、公告 in Chinese, "Press releases, Announcements" in English. */
export function joinList(lang: Lang | 'zh' | 'en', items: readonly string[]): string {
  return items.join(lang === 'en' ? ', ' : '、');
}
