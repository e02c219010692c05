/**
 * The eight kinds of content the API publishes, as the console edits them: the fields of each
 * beyond the common ones (title, summary, date), mirrored from the API's descriptors
 * (api/src/content/contentTypes.ts), and where each appears on the public site.
 */
import { CALENDAR_KINDS, FISCAL_PERIODS, REPORT_TYPES, type ContentName } from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';

export type ExtraFieldType = 'link' | 'choice' | 'integer' | 'text' | 'instant';

export interface ExtraFieldSpec {
  key: string;
  type: ExtraFieldType;
  required: boolean;
  /** For 'choice': the values, and the key prefix of their labels (none: shown as they are). */
  options?: readonly string[];
  optionLabels?: string;
  /** Key of the field's label in the console namespace. */
  label: string;
  hint?: string;
}

export interface ContentKind {
  name: ContentName;
  fields: readonly ExtraFieldSpec[];
  /** An HTML article per language (press releases). */
  hasBody: boolean;
  /** May attach an uploaded PDF (financial reports). */
  attachesDocument: boolean;
  /** Banners are ordered by hand. */
  hasSortOrder: boolean;
  /**
   * Shows a picture of the library (pictureId; the API's descriptor says the same): 'required' for
   * banners (a slide is its picture; an older imageUrl still counts), 'optional' for press releases.
   */
  picture?: 'required' | 'optional';
  /** The public page that lists it (desktop), without the language prefix. */
  publicPath: string;
}

const link = (key: 'linkUrl' | 'imageUrl', required = false): ExtraFieldSpec => ({
  key,
  type: 'link',
  required,
  label: `editor.${key}`,
  ...(key === 'linkUrl' ? { hint: 'editor.linkHint' } : {}),
});
const fiscalYear = (required: boolean): ExtraFieldSpec => ({ key: 'fiscalYear', type: 'integer', required, label: 'editor.fiscalYear' });
const fiscalPeriod = (required: boolean): ExtraFieldSpec => ({ key: 'fiscalPeriod', type: 'choice', required, options: FISCAL_PERIODS, label: 'editor.fiscalPeriod' });

const kind = (name: ContentName, publicPath: string, fields: ExtraFieldSpec[], extra: Partial<ContentKind> = {}): ContentKind => ({
  name,
  fields,
  publicPath,
  hasBody: false,
  attachesDocument: false,
  hasSortOrder: false,
  ...extra,
});

export const CONTENT_KINDS: Record<ContentName, ContentKind> = {
  financialReport: kind(
    'financialReport',
    '/investor_list3',
    [{ key: 'reportType', type: 'choice', required: true, options: REPORT_TYPES, optionLabels: 'editor.reportTypes', label: 'editor.reportType' }, link('linkUrl')],
    { attachesDocument: true },
  ),
  quarterlyAchievement: kind('quarterlyAchievement', '/investor_list1', [fiscalYear(true), fiscalPeriod(true), link('linkUrl')]),
  investorNews: kind('investorNews', '/investor_list1', [link('linkUrl')]),
  notice: kind('notice', '/investor_list2', [link('linkUrl')]),
  investorCalendar: kind('investorCalendar', '/investor_list4', [
    { key: 'kind', type: 'choice', required: true, options: CALENDAR_KINDS, optionLabels: 'editor.calendarKinds', label: 'editor.calendarKind' },
    { key: 'eventAt', type: 'instant', required: false, label: 'editor.eventAt' },
    fiscalYear(false),
    fiscalPeriod(false),
    link('linkUrl'),
  ]),
  americaNotice: kind('americaNotice', '/investor_list5', [{ key: 'formType', type: 'text', required: true, label: 'editor.formType' }, link('linkUrl')]),
  media: kind('media', '/media', [link('imageUrl')], { hasBody: true, picture: 'optional' }),
  banner: kind('banner', '/', [link('imageUrl'), link('linkUrl')], { hasSortOrder: true, picture: 'required' }),
};

/** The public address of a path in a language: zh has no prefix. */
export function publicUrl(lang: Lang, path: string): string {
  if (lang === 'zh') return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}
