import type { Lang } from '@azi/shared/i18n/languages';

/**
 * The few strings shared UI primitives print themselves. Everything else lives in the
 * namespaces of the apps.
 */
export const COMMON_TEXT = {
  noData: { zh: '暂无数据', hk: '暫無資料', en: 'No data at present' },
  previousPage: { zh: '上一页', hk: '上一頁', en: 'Previous page' },
  nextPage: { zh: '下一页', hk: '下一頁', en: 'Next page' },
  page: { zh: '第 {{n}} 页', hk: '第 {{n}} 頁', en: 'Page {{n}}' },
  pagination: { zh: '分页', hk: '分頁', en: 'Pagination' },
  loading: { zh: '加载中…', hk: '載入中…', en: 'Loading…' },
  retry: { zh: '重试', hk: '重試', en: 'Try again' },
  opensInNewTab: { zh: '（在新标签页打开）', hk: '（在新分頁開啟）', en: '(opens in a new tab)' },
} as const satisfies Record<string, Record<Lang, string>>;

export function commonText(key: keyof typeof COMMON_TEXT, lang: Lang, values: Record<string, string | number> = {}): string {
  return COMMON_TEXT[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
