/**
 * The console's "Search" screen (issue 54; admin and ir, the `search` area): the synonym lists the
 * site search applies per language, and what visitors searched for. One home for the API's routes
 * (schemas, limits, messages' keys) and the console that edits and shows them.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { LANGS } from '@azi/shared/i18n/languages';

/** Terms in one list: at least two (a list of one says nothing), at most this many. */
export const SYNONYM_TERMS_MAX = 20;
/** The longest term, in characters (the longest query searched). */
export const SYNONYM_TERM_MAX = 100;
/** The window the console shows. */
export const SEARCH_QUERY_DAYS = 28;
/** A query searched fewer times than this (a day, once the day is over; in the window, to be shown) is not kept. */
export const SEARCH_QUERY_FLOOR = 2;

export const synonymInputSchema = {
  type: 'object',
  properties: {
    lang: { type: 'string', enum: LANGS },
    // The counts and lengths are checked by the API's rule, whose message says what to change.
    terms: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 1000 } },
  },
  required: ['lang', 'terms'],
  additionalProperties: false,
} as const;

export const synonymSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    lang: { type: 'string', enum: LANGS },
    terms: { type: 'array', items: { type: 'string' } },
    updatedAt: { type: 'string' },
    updatedBy: { type: ['string', 'null'] },
  },
  required: ['id', 'lang', 'terms', 'updatedAt', 'updatedBy'],
  additionalProperties: false,
} as const;

export const searchQueryCountSchema = {
  type: 'object',
  properties: {
    lang: { type: 'string', enum: LANGS },
    query: { type: 'string' },
    searches: { type: 'integer' },
    /** The most results the query found in the window (0 in the "nothing found" list). */
    results: { type: 'integer' },
  },
  required: ['lang', 'query', 'searches', 'results'],
  additionalProperties: false,
} as const;

export const searchQueryStatsSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    floor: { type: 'integer' },
    top: { type: 'array', items: searchQueryCountSchema },
    none: { type: 'array', items: searchQueryCountSchema },
  },
  required: ['from', 'to', 'floor', 'top', 'none'],
  additionalProperties: false,
} as const;

export type SynonymInput = Static<typeof synonymInputSchema>;
export type Synonym = Static<typeof synonymSchema>;
export type SearchQueryCount = Static<typeof searchQueryCountSchema>;
export type SearchQueryStats = Static<typeof searchQueryStatsSchema>;
