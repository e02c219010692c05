/**
 * Chinese has no spaces between words, so PostgreSQL's parser cannot find them: the API cuts zh
 * and hk text into words with ICU's dictionary (Intl.Segmenter) before it is indexed and before
 * it is searched, and PostgreSQL then sees space-separated words ('simple' configuration).
 * English goes to PostgreSQL as it is ('english': stemmed). Why ICU and not jieba:
 * docs/decisions/017-site-search.md. Both Chinese scripts are cut in one, simplified
 * (scriptFold.ts), so a word typed in either finds both (decision 020).
 */
import type { Lang } from '@azi/shared/i18n/languages';
import { foldScript } from './scriptFold';

/** The text-search configuration each language is indexed and searched with. */
export const TS_CONFIG: Record<Lang, 'simple' | 'english'> = { zh: 'simple', hk: 'simple', en: 'english' };

/** One segmenter for both scripts: the text it cuts is folded to simplified first. */
const SEGMENTER = new Intl.Segmenter('zh-CN', { granularity: 'word' });

/** The words of `text` in the folded script (letters and digits; punctuation and spaces dropped), lower-cased. */
export function words(text: string): string[] {
  const found: string[] = [];
  for (const part of SEGMENTER.segment(foldScript(text))) if (part.isWordLike) found.push(part.segment.toLowerCase());
  return found;
}

/** Each two neighbouring words as one token: 供应|链 -> 供应链. */
function pairs(found: readonly string[]): string[] {
  return found.slice(1).map((word, i) => found[i] + word);
}

/**
 * `text` as PostgreSQL is to index it in `lang`: zh and hk cut into space-separated words, and
 * each two neighbouring words again as one token, so a query of two or more words is matched by
 * the index alone (no phrase query, which PostgreSQL must check again row by row).
 */
export function indexText(text: string, lang: Lang): string {
  if (lang === 'en') return text;
  const found = words(text);
  return [...found, ...pairs(found)].join(' ');
}

/**
 * A visitor's query as websearch_to_tsquery is to read it: in zh and hk each space-separated part
 * becomes its word, or the pairs of its neighbouring words (供应链 -> 供应链 as indexed from 供应|链:
 * both words, next to each other, so a page with 供 alone, or 供应 and 链 apart, is not a match);
 * everything must be found. English goes as typed (websearch syntax: quotes, `or`, `-`).
 * Undefined when nothing searchable is left.
 */
export function queryText(query: string, lang: Lang): string | undefined {
  if (lang === 'en') return /[\p{L}\p{N}]/u.test(query) ? query : undefined;
  const tokens = query
    .split(/\s+/)
    .map((part) => words(part))
    .flatMap((found) => (found.length === 1 ? found : pairs(found)));
  return tokens.length > 0 ? tokens.join(' ') : undefined;
}

/**
 * The parts of the query to mark in an excerpt: zh and hk parts in the folded script, as typed
 * (`20-f`) and as their words joined (`供应链！` -> `供应链`); English words.
 */
export function queryTerms(query: string, lang: Lang): string[] {
  const parts = query.split(/\s+/).filter((part) => /[\p{L}\p{N}]/u.test(part));
  if (lang !== 'en')
    return [
      ...new Set(parts.flatMap((part) => [foldScript(part).toLowerCase(), words(part).join('')]).filter(Boolean)),
    ];
  return parts.flatMap((part) => part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word !== 'or');
}
