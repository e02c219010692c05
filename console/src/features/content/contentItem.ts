/**
 * An item as the console edits it (GET /admin/<kind>/:id), the form's values, and the body the
 * API takes on create and replace.
 */
import { LINK_PATTERN } from '@azi/shared/content/contentField';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { ContentKind, ExtraFieldSpec } from './contentKinds';
import { beijingInputToIso, isoToBeijingInput } from './beijingInput';

export type Localized = Record<Lang, string>;
export type PublicState = 'draft' | 'scheduled' | 'live';

export interface StoredItem {
  id: number;
  title: Localized;
  summary: Localized;
  body?: Localized;
  date: string;
  datePrecision: 'day' | 'month' | 'year';
  sortOrder?: number;
  documentId?: number | null;
  pictureId?: number | null;
  status: 'draft' | 'published';
  publishAt: string;
  state: PublicState;
  updatedAt: string;
  missingLanguages: Lang[];
  [extra: string]: unknown;
}

export interface EditorValues {
  title: Localized;
  summary: Localized;
  body: Localized;
  date: string;
  datePrecision: 'day' | 'month' | 'year';
  sortOrder: string;
  /** The kind's own texts in three languages beyond title and summary (an event's transcript). */
  texts: Record<string, Localized>;
  /** The kind's own fields, as the inputs hold them ('' = empty). */
  extras: Record<string, string>;
  documentId: number | null;
  /** A picture of the library (press releases and banners). */
  pictureId: number | null;
}

const emptyText = (): Localized => ({ zh: '', hk: '', en: '' });

export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyValues(kind: ContentKind, now = new Date()): EditorValues {
  return {
    title: emptyText(),
    summary: emptyText(),
    body: emptyText(),
    date: todayIso(now),
    datePrecision: 'day',
    sortOrder: '0',
    texts: Object.fromEntries(kind.texts.map((field) => [field.key, emptyText()])),
    // A choice with a fallback starts at it (a new event is scheduled, online).
    extras: Object.fromEntries(kind.fields.map((f) => [f.key, f.type === 'choice' ? (f.fallback ?? '') : ''])),
    documentId: null,
    pictureId: null,
  };
}

export function valuesOf(kind: ContentKind, item: StoredItem): EditorValues {
  const text = (value: Partial<Localized> | undefined): Localized => ({
    zh: value?.zh ?? '',
    hk: value?.hk ?? '',
    en: value?.en ?? '',
  });
  return {
    title: text(item.title),
    summary: text(item.summary),
    body: text(item.body),
    date: item.date,
    datePrecision: item.datePrecision ?? 'day',
    sortOrder: String(item.sortOrder ?? 0),
    texts: Object.fromEntries(
      kind.texts.map((field) => [field.key, text(item[field.key] as Partial<Localized> | undefined)]),
    ),
    extras: Object.fromEntries(
      kind.fields.map((f) => {
        const value = item[f.key];
        if (value === null || value === undefined) return [f.key, ''];
        return [f.key, f.type === 'instant' ? isoToBeijingInput(String(value)) : String(value)];
      }),
    ),
    documentId: item.documentId ?? null,
    pictureId: item.pictureId ?? null,
  };
}

const LINK = new RegExp(LINK_PATTERN);
/** A link field's own form where it names its message (a job's mailto: or https), else https or a site path. */
const linkPattern = (field: ExtraFieldSpec) =>
  field.linkError && typeof field.input.pattern === 'string' ? new RegExp(field.input.pattern) : LINK;
const WHOLE = /^-?\d+$/;

/**
 * A job's checks across its fields (issue 56): the salary range's upper end is not below its lower
 * one, and the opening closes after it goes public (`publishAt`, when the save publishes it or it is
 * already scheduled or live; a draft is checked when it is published).
 */
function jobErrors(values: EditorValues, publishAt: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const [min, max] = [values.extras.salaryMin?.trim() ?? '', values.extras.salaryMax?.trim() ?? ''];
  if (WHOLE.test(min) && WHOLE.test(max) && Number(max) < Number(min))
    errors.salaryMax = 'editor.fieldError.salaryRange';
  const end = beijingInputToIso(values.extras.validThrough?.trim() ?? '');
  if (end && publishAt && Date.parse(end) <= Date.parse(publishAt))
    errors.validThrough = 'editor.fieldError.validThrough';
  return errors;
}

/**
 * Field errors (field key -> message key) the form can tell before asking the API; `publishAt`
 * is when the item goes public, where known (an ISO instant).
 */
export function validate(kind: ContentKind, values: EditorValues, publishAt?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = 'editor.fieldError.required';
  for (const field of kind.fields) {
    const value = values.extras[field.key]?.trim() ?? '';
    // A financial report's link may come from its uploaded file instead.
    const linkFromDocument = field.key === 'linkUrl' && values.documentId !== null;
    if (!value) {
      if (field.required && !linkFromDocument) errors[field.key] = 'editor.fieldError.required';
      continue;
    }
    if (field.type === 'link' && !linkPattern(field).test(value))
      errors[field.key] = field.linkError ?? 'editor.fieldError.link';
    if (field.type === 'integer' && !WHOLE.test(value)) errors[field.key] = 'editor.fieldError.number';
    // Never sent as "no time": a time the calendar lacks is shown, not dropped.
    if (field.type === 'instant' && !beijingInputToIso(value)) errors[field.key] = 'editor.fieldError.format';
  }
  if (kind.hasSortOrder && !WHOLE.test(values.sortOrder.trim())) errors.sortOrder = 'editor.fieldError.number';
  if (kind.picture === 'required' && values.pictureId === null && !values.extras.imageUrl?.trim())
    errors.pictureId = 'pictures.required';
  // A field's own error (not a number, not a time) is told rather than the range's.
  return kind.name === 'job' ? { ...jobErrors(values, publishAt), ...errors } : errors;
}

/** The API's refusal of a field (a JSON-schema keyword: required, pattern, maximum …) as the editor words it. */
export function apiFieldError(kind: ContentKind, key: string, code: string): string {
  const field = (kind.fields as readonly ExtraFieldSpec[]).find((f) => f.key === key);
  const type = field?.type;
  if (code === 'required') return 'editor.fieldError.required';
  if (code === 'pattern' && type === 'link' && key !== 'imageUrl') return field?.linkError ?? 'editor.fieldError.link';
  if (type === 'integer' && code === 'type') return 'editor.fieldError.number';
  return API_CODES.has(code) ? `editor.fieldError.${code}` : 'editor.fieldError.invalid';
}
const API_CODES = new Set(['pattern', 'maxLength', 'minLength', 'minimum', 'maximum', 'format', 'enum', 'type']);

/** The JSON body of POST/PUT /admin/<kind>. */
export function inputOf(kind: ContentKind, values: EditorValues): Record<string, unknown> {
  const trimmed = (text: Localized): Localized => ({ zh: text.zh.trim(), hk: text.hk.trim(), en: text.en.trim() });
  const input: Record<string, unknown> = {
    title: trimmed(values.title),
    summary: trimmed(values.summary),
    date: values.date,
    datePrecision: values.datePrecision,
  };
  if (kind.hasBody) input.body = values.body;
  // Kept as typed (a transcript's line breaks are its paragraphs), only trimmed at the ends.
  for (const field of kind.texts) input[field.key] = trimmed(values.texts[field.key] ?? emptyText());
  if (kind.hasSortOrder) input.sortOrder = Number(values.sortOrder);
  if (kind.attachesDocument) input.documentId = values.documentId;
  if (kind.picture) input.pictureId = values.pictureId;
  for (const field of kind.fields) {
    const raw = values.extras[field.key]?.trim() ?? '';
    if (field.type === 'link') {
      // The API writes the uploaded file's address into linkUrl itself.
      if (!(field.key === 'linkUrl' && values.documentId !== null)) input[field.key] = raw;
    } else if (raw === '') {
      if (!field.required) input[field.key] = null;
    } else if (field.type === 'integer') input[field.key] = Number(raw);
    else if (field.type === 'instant') input[field.key] = beijingInputToIso(raw) ?? null;
    else input[field.key] = raw;
  }
  return input;
}

const blank = (text: string | undefined) =>
  !text ||
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * The languages an item still lacks to be published, by the API's rule: a title in every
 * language; a summary in every language once any has one; an article in every language.
 */
export function missingLanguages(kind: ContentKind, values: Pick<EditorValues, 'title' | 'summary' | 'body'>): Lang[] {
  const summaryUsed = LANGS.some((lang) => !blank(values.summary[lang]));
  return LANGS.filter(
    (lang) =>
      blank(values.title[lang]) ||
      (summaryUsed && blank(values.summary[lang])) ||
      (kind.hasBody && blank(values.body[lang])),
  );
}
