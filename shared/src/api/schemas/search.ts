/**
 * GET /api-official-web/search: the query it takes and the answer it gives. The API validates
 * and serialises with these objects; the search page uses the types.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { LANGS } from '@azi/shared/i18n/languages';
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import { DATE_PRECISIONS } from '@azi/shared/api/schemas/content';
import {
  SEARCH_KINDS,
  type SearchKind,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
} from '@azi/shared/api/searchLimits';

export const searchQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', minLength: 1, maxLength: SEARCH_QUERY_MAX },
    lang: { type: 'string', enum: [...LANGS] },
    kind: { type: 'string', enum: [...SEARCH_KINDS] },
    page: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_MAX, default: 1 },
  },
  required: ['q', 'lang'],
  additionalProperties: false,
} as const;

/** A piece of an excerpt: the words that matched have `hit`. */
const excerptPartSchema = {
  type: 'object',
  properties: { text: { type: 'string' }, hit: { type: 'boolean' } },
  required: ['text'],
  additionalProperties: false,
} as const;

/** Another place of a folded result: where it is listed too. */
const foldedSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...SEARCH_KINDS] },
    source: { type: 'string', enum: ['page', ...CONTENT_NAMES] },
    id: { type: 'integer' },
    date: { type: 'string' },
  },
  required: ['kind', 'source'],
  additionalProperties: false,
} as const;

export const searchHitSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...SEARCH_KINDS] },
    /** Where it comes from: a kind of content (with its id), or 'page' (a remote's declared text). */
    source: { type: 'string', enum: ['page', ...CONTENT_NAMES] },
    id: { type: 'integer' },
    /** A page of the page table and, for a section, its anchor (declared text). */
    page: { type: 'string' },
    anchor: { type: 'string' },
    title: { type: 'string' },
    /** YYYY-MM-DD, for content items. */
    date: { type: 'string' },
    /** How much of `date` is known: shown as 2025, 2025-09 or 2025-09-30 (knownDate). */
    datePrecision: { type: 'string', enum: DATE_PRECISIONS },
    excerpt: { type: 'array', items: excerptPartSchema },
    /** The same document in other archives, folded into this result. */
    also: { type: 'array', items: foldedSchema },
  },
  required: ['kind', 'source', 'title', 'excerpt'],
  additionalProperties: false,
} as const;

export const searchAnswerSchema = {
  type: 'object',
  properties: {
    /** Results, up to the most a search ranks (SEARCH_PAGE_MAX pages). */
    total: { type: 'integer' },
    /** More matched than a search reads: the counts are those of the first matches read ("500+"). */
    capped: { type: 'boolean' },
    /** Results of each kind for the whole query (the filter's counts). */
    counts: { type: 'object', propertyNames: { enum: [...SEARCH_KINDS] }, additionalProperties: { type: 'integer' } },
    /** Results of every kind (a folded result of several kinds counts once here, once in each kind). */
    everyKind: { type: 'integer' },
    /** When nothing was found: the query with a word one edit away from a word of the index. */
    suggestion: { type: 'string' },
    list: { type: 'array', items: searchHitSchema },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer', const: SEARCH_PAGE_SIZE },
  },
  required: ['total', 'counts', 'everyKind', 'list', 'pageNo', 'pageSize'],
  additionalProperties: false,
} as const;

export type SearchQuery = Static<typeof searchQuerySchema>;
export type SearchHit = Static<typeof searchHitSchema>;
export type SearchAnswer = Omit<Static<typeof searchAnswerSchema>, 'counts'> & { counts: Record<SearchKind, number> };
export type ExcerptPart = SearchHit['excerpt'][number];
