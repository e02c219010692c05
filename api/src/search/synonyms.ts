/**
 * Synonyms and abbreviations (issue 54): lists of equivalent terms per language, kept in
 * search_synonym and edited in the console. They are applied when a query is read, never when
 * text is indexed: a list changed in the console changes the next search, with nothing to
 * re-index. A query's parts that equal a term of a list (compared lower-case, zh and hk in the
 * folded script, English plurals as their singular) are searched as any term of that list.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import type { Queryable } from '../db/database';
import { titleKey } from './searchDocuments';
import { queryText } from './segment';

export interface SynonymGroup {
  id: number;
  lang: Lang;
  terms: string[];
}

/** The longest run of a query's words a term may span ("job openings", "美国 证券 交易 委员会"). */
const LONGEST_TERM_WORDS = 4;

/** How a term is compared: lower-case, spaces collapsed, zh and hk folded, English words without a plural s. */
export function synonymKey(term: string, lang: Lang): string {
  const plain = titleKey(term, lang);
  if (lang !== 'en') return plain;
  return plain
    .split(' ')
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

/**
 * How long a copy reuses the lists it read: a search costs one query less, and a list changed
 * through another copy applies here within this time (through this copy: at once, forgetSynonyms).
 */
export const SYNONYMS_TTL_MS = 3_000;

const kept = new Map<Queryable, { readAt: number; lists: Promise<Map<string, SynonymGroup[]>> }>();

/** The lists of `lang`, as the next search reads them (the same array while they are kept). */
export async function synonymsOf(db: Queryable, lang: Lang, nowMs: number): Promise<SynonymGroup[]> {
  let entry = kept.get(db);
  if (!entry || nowMs - entry.readAt >= SYNONYMS_TTL_MS || nowMs < entry.readAt) {
    const lists = db.query<SynonymGroup>('select id, lang, terms from search_synonym order by id').then((rows) => {
      const byLang = new Map<string, SynonymGroup[]>();
      for (const row of rows) byLang.set(row.lang, [...(byLang.get(row.lang) ?? []), row]);
      return byLang;
    });
    entry = { readAt: nowMs, lists };
    kept.set(db, entry);
    // A failed read is not kept: the next search reads again.
    lists.catch(() => kept.delete(db));
  }
  return (await entry.lists).get(lang) ?? NONE;
}

const NONE: SynonymGroup[] = [];
/** Each kept list's terms by their key (folding every term at every search would cost more than the search). */
const termIndexes = new WeakMap<readonly SynonymGroup[], Map<string, SynonymGroup>>();

function termIndex(groups: readonly SynonymGroup[], lang: Lang): Map<string, SynonymGroup> {
  const known = termIndexes.get(groups);
  if (known) return known;
  const byTerm = new Map<string, SynonymGroup>();
  for (const group of groups) for (const term of group.terms) byTerm.set(synonymKey(term, lang), group);
  termIndexes.set(groups, byTerm);
  return byTerm;
}

/** Called after every write of the lists: this copy's next search reads them again. */
export function forgetSynonyms(db: Queryable): void {
  kept.delete(db);
}

/**
 * The query as clauses that must all be found, each a list of alternatives any of which will do:
 * the typed part first, then the other terms of its list. English with quotes, `-` or `or` is
 * websearch syntax the visitor chose: left as typed unless the whole query is a term.
 */
export function expandQuery(query: string, lang: Lang, groups: readonly SynonymGroup[]): string[][] {
  const byTerm = termIndex(groups, lang);
  const alternatives = (typed: string, group: SynonymGroup | undefined) => {
    if (!group) return [typed];
    const key = synonymKey(typed, lang);
    return [typed, ...group.terms.filter((term) => synonymKey(term, lang) !== key)];
  };
  const whole = byTerm.get(synonymKey(query, lang));
  if (whole) return [alternatives(query.trim(), whole)];
  if (lang === 'en' && (/["]/.test(query) || /(^|\s)-\S/.test(query) || /\sor\s/i.test(query))) return [[query]];
  const parts = query.split(/\s+/).filter(Boolean);
  const clauses: string[][] = [];
  for (let at = 0; at < parts.length;) {
    let taken = 1;
    let group: SynonymGroup | undefined;
    for (let span = Math.min(LONGEST_TERM_WORDS, parts.length - at); span >= 1 && !group; span--) {
      group = byTerm.get(synonymKey(parts.slice(at, at + span).join(' '), lang));
      if (group) taken = span;
    }
    clauses.push(alternatives(parts.slice(at, at + taken).join(' '), group));
    at += taken;
  }
  return clauses;
}

/**
 * Clauses as search_query (migration 020) reads them: each alternative in the index's form (zh
 * and hk cut into words and pairs), an English term of several words as a phrase. Alternatives
 * with nothing searchable are dropped, then clauses without any; undefined when none is left.
 */
export function clausesForIndex(clauses: readonly string[][], lang: Lang): string[][] | undefined {
  const indexed = clauses
    .map((clause) =>
      clause.flatMap((alternative) => {
        const text = queryText(alternative, lang);
        if (!text) return [];
        // A part without a list keeps its syntax; an English term of a list of several words is a phrase.
        return [lang === 'en' && clause.length > 1 && /\s/.test(text) ? `"${text.replace(/"/g, '')}"` : text];
      }),
    )
    .filter((clause) => clause.length > 0);
  return indexed.length > 0 ? indexed : undefined;
}
