/**
 * Chinese has no spaces between words, so PostgreSQL's parser cannot find them: the API cuts zh
 * and hk text into words with ICU's dictionary (Intl.Segmenter) before it is indexed and before
 * it is searched, and PostgreSQL then sees space-separated words ('simple' configuration).
 * English goes to PostgreSQL as it is ('english': stemmed). Why ICU and not jieba:
 * docs/decisions/017-search-segmenter.md.
 */
import type { Lang } from '@azi/shared/i18n/languages';

/** The text-search configuration each language is indexed and searched with. */
export const TS_CONFIG: Record<Lang, 'simple' | 'english'> = { zh: 'simple', hk: 'simple', en: 'english' };

const SEGMENTERS: Record<'zh' | 'hk', Intl.Segmenter> = {
  zh: new Intl.Segmenter('zh-CN', { granularity: 'word' }),
  hk: new Intl.Segmenter('zh-HK', { granularity: 'word' }),
};

/** The words of `text` (letters and digits; punctuation and spaces dropped), lower-cased. */
export function words(text: string, lang: 'zh' | 'hk'): string[] {
  const found: string[] = [];
  for (const part of SEGMENTERS[lang].segment(text)) if (part.isWordLike) found.push(part.segment.toLowerCase());
  return found;
}

/** `text` as PostgreSQL is to index it in `lang`: zh and hk cut into space-separated words. */
export function indexText(text: string, lang: Lang): string {
  return lang === 'en' ? text : words(text, lang).join(' ');
}

/**
 * A visitor's query as websearch_to_tsquery is to read it: in zh and hk each space-separated part
 * becomes a quoted phrase of its words (供应链 -> "供应 链": both words, next to each other, so a
 * page with 供 alone, or 供应 and 链 apart, is not a match); the parts must all be found. English
 * goes as typed (websearch syntax: quotes, `or`, `-`). Undefined when nothing searchable is left.
 */
export function queryText(query: string, lang: Lang): string | undefined {
  if (lang === 'en') return /[\p{L}\p{N}]/u.test(query) ? query : undefined;
  const phrases = query
    .split(/\s+/)
    .map((part) => words(part, lang))
    .filter((found) => found.length > 0)
    .map((found) => `"${found.join(' ')}"`);
  return phrases.length > 0 ? phrases.join(' ') : undefined;
}

/** The parts of the query to mark in an excerpt: zh and hk parts as typed (without spaces), English words. */
export function queryTerms(query: string, lang: Lang): string[] {
  const parts = query.split(/\s+/).filter((part) => /[\p{L}\p{N}]/u.test(part));
  if (lang !== 'en') return parts.map((part) => words(part, lang).join('')).filter(Boolean);
  return parts.flatMap((part) => part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word !== 'or');
}
