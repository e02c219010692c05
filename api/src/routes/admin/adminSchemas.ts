import { LANGS } from '@azi/shared/i18n/languages';
/** JSON schemas of the admin writes, built from each content descriptor. */
import { DATE_PRECISIONS, KEYWORD_MAX, YEAR_MAX, YEAR_MIN } from '@azi/shared/api/schemas/content';
import { SUMMARY_MAX, TITLE_MAX } from '@azi/shared/content/contentField';
import type { ContentType } from '../../content/contentTypes';

const localized = (maxLength: number, minLength = 0) => ({
  type: 'object',
  required: [...LANGS],
  additionalProperties: false,
  properties: Object.fromEntries(LANGS.map((lang) => [lang, { type: 'string', minLength, maxLength }])),
});

export function contentInputSchema(type: ContentType): object {
  const required = ['title', 'date', ...type.extras.filter((f) => f.required).map((f) => f.key)];
  if (type.hasBody) required.push('body');
  return {
    type: 'object',
    required,
    additionalProperties: false,
    properties: {
      // Drafts may lack a language; publishing checks completeness (missingTexts).
      title: localized(TITLE_MAX),
      summary: localized(SUMMARY_MAX),
      ...(type.hasBody ? { body: localized(100_000) } : {}),
      ...Object.fromEntries(type.texts.map((text) => [text.key, localized(text.maxLength)])),
      date: { type: 'string', format: 'date' },
      datePrecision: { type: 'string', enum: DATE_PRECISIONS },
      sortOrder: { type: 'integer', minimum: -100000, maximum: 100000 },
      ...Object.fromEntries(type.extras.map((f) => [f.key, f.input])),
      ...(type.attachesDocument ? { documentId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } } : {}),
      status: { type: 'string', enum: PUBLISH_STATUSES },
      publishAt: { type: 'string', format: 'date-time' },
    },
  };
}

export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export const PUBLIC_STATES = ['draft', 'scheduled', 'live'] as const;

/** An item as the console edits it: every language, status, schedule, what is missing. */
export function storedContentSchema(type: ContentType): object {
  const text = { type: 'string' };
  const loc = { type: 'object', properties: { zh: text, hk: text, en: text } };
  return {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      title: loc,
      summary: loc,
      ...(type.hasBody ? { body: loc } : {}),
      ...Object.fromEntries(type.texts.map((field) => [field.key, loc])),
      date: text,
      datePrecision: text,
      sortOrder: { type: 'integer' },
      ...Object.fromEntries(
        type.extras.map((f) => [f.key, { type: Array.isArray(f.input.type) ? f.input.type : [f.input.type] }]),
      ),
      ...(type.attachesDocument ? { documentId: { type: ['integer', 'null'] } } : {}),
      status: text,
      publishAt: text,
      state: { type: 'string', enum: PUBLIC_STATES },
      updatedAt: text,
      missingLanguages: { type: 'array', items: text },
    },
  };
}

/** pageNo and pageSize of the console's lists (at most 200 a page). */
export function pagingProperties<const D extends number>(defaultPageSize: D) {
  return {
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 200, default: defaultPageSize },
  } as const;
}

export const adminListQuerySchema = {
  type: 'object',
  properties: {
    ...pagingProperties(20),
    state: { type: 'string', enum: PUBLIC_STATES },
    languages: { type: 'string', enum: ['complete', 'incomplete'] },
    keyword: { type: 'string', maxLength: KEYWORD_MAX },
    year: { type: 'integer', minimum: YEAR_MIN, maximum: YEAR_MAX },
  },
} as const;

export const publishBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { publishAt: { type: 'string', format: 'date-time' } },
} as const;

export const previewQuerySchema = {
  type: 'object',
  properties: { lang: { type: 'string', enum: [...LANGS], default: 'zh' } },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
