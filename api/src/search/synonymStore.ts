/**
 * The synonym lists as the console edits them (search_synonym): read, checked, written. A list is
 * checked whole before anything is written, and a refused list changes nothing: the console keeps
 * what was typed and shows why, in its language.
 */
import {
  SYNONYM_TERM_MAX,
  SYNONYM_TERMS_MAX,
  type Synonym,
  type SynonymInput,
} from '@azi/shared/api/schemas/searchAdmin';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Queryable } from '../db/database';
import { forgetSynonyms, synonymKey } from './synonyms';

export type SynonymProblem = 'tooFew' | 'tooMany' | 'tooLong' | 'sameTwice' | 'inOtherList' | 'notFound';

export const SYNONYM_MESSAGES: Record<Lang, Record<SynonymProblem, (term?: string) => string>> = {
  zh: {
    tooFew: () => '同义词列表至少需要两个不同的词。',
    tooMany: () => `一个列表最多 ${SYNONYM_TERMS_MAX} 个词。`,
    tooLong: (term) => `“${term}”超过 ${SYNONYM_TERM_MAX} 个字符。`,
    sameTwice: (term) => `“${term}”在列表中出现了两次（大小写和简繁体视为相同）。`,
    inOtherList: (term) => `“${term}”已在同一语言的另一个列表中，请编辑那个列表。`,
    notFound: () => '该同义词列表不存在（可能已被删除）。',
  },
  hk: {
    tooFew: () => '同義詞列表至少需要兩個不同的詞。',
    tooMany: () => `一個列表最多 ${SYNONYM_TERMS_MAX} 個詞。`,
    tooLong: (term) => `「${term}」超過 ${SYNONYM_TERM_MAX} 個字元。`,
    sameTwice: (term) => `「${term}」在列表中出現了兩次（大小寫和繁簡體視為相同）。`,
    inOtherList: (term) => `「${term}」已在同一語言的另一個列表中，請編輯那個列表。`,
    notFound: () => '該同義詞列表不存在（可能已被刪除）。',
  },
  en: {
    tooFew: () => 'A synonym list needs at least two different terms.',
    tooMany: () => `A list holds at most ${SYNONYM_TERMS_MAX} terms.`,
    tooLong: (term) => `"${term}" is longer than ${SYNONYM_TERM_MAX} characters.`,
    sameTwice: (term) => `"${term}" is in the list twice (case and Chinese script do not count).`,
    inOtherList: (term) => `"${term}" is already in another list of this language: edit that list instead.`,
    notFound: () => 'That synonym list does not exist (it may have been deleted).',
  },
};

export class SynonymRefused extends Error {
  constructor(
    readonly problem: SynonymProblem,
    readonly term?: string,
  ) {
    super(problem);
  }
}

interface Row {
  id: number;
  lang: Lang;
  terms: string[];
  updated_at: Date | string;
  updated_by: string | null;
}

const toSynonym = (row: Row): Synonym => ({
  id: row.id,
  lang: row.lang,
  terms: row.terms,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

export async function listSynonyms(db: Queryable): Promise<Synonym[]> {
  const rows = await db.query<Row>(
    `select id, lang, terms, updated_at, updated_by from search_synonym order by lang, id`,
  );
  return rows.map(toSynonym);
}

/** The terms trimmed, spaces collapsed; refused when fewer than two differ, one repeats, or one is another list's. */
async function checkedTerms(db: Queryable, input: SynonymInput, id?: number): Promise<string[]> {
  const terms = input.terms.map((term) => term.trim().replace(/\s+/g, ' ')).filter(Boolean);
  if (terms.length > SYNONYM_TERMS_MAX) throw new SynonymRefused('tooMany');
  const long = terms.find((term) => term.length > SYNONYM_TERM_MAX);
  if (long) throw new SynonymRefused('tooLong', `${long.slice(0, 20)}…`);
  const seen = new Map<string, string>();
  for (const term of terms) {
    const key = synonymKey(term, input.lang);
    if (seen.has(key)) throw new SynonymRefused('sameTwice', term);
    seen.set(key, term);
  }
  if (seen.size < 2) throw new SynonymRefused('tooFew');
  // A term in two lists would make a query's alternatives depend on which list is read first.
  const others = await db.query<{ terms: string[] }>(`select terms from search_synonym where lang = $1 and id <> $2`, [
    input.lang,
    id ?? 0,
  ]);
  for (const other of others) {
    const clash = other.terms.find((term) => seen.has(synonymKey(term, input.lang)));
    if (clash) throw new SynonymRefused('inOtherList', seen.get(synonymKey(clash, input.lang)));
  }
  return terms;
}

export async function createSynonym(db: Queryable, input: SynonymInput, actor: string): Promise<Synonym> {
  const terms = await checkedTerms(db, input);
  const rows = await db.query<Row>(
    `insert into search_synonym (lang, terms, updated_by) values ($1, array(select jsonb_array_elements_text($2::jsonb)), $3) returning id, lang, terms, updated_at, updated_by`,
    [input.lang, JSON.stringify(terms), actor],
  );
  forgetSynonyms(db);
  return toSynonym(rows[0]!);
}

export async function updateSynonym(db: Queryable, id: number, input: SynonymInput, actor: string): Promise<Synonym> {
  const terms = await checkedTerms(db, input, id);
  const rows = await db.query<Row>(
    `update search_synonym set lang = $2, terms = array(select jsonb_array_elements_text($3::jsonb)), updated_by = $4, updated_at = now() where id = $1 returning id, lang, terms, updated_at, updated_by`,
    [id, input.lang, JSON.stringify(terms), actor],
  );
  if (!rows[0]) throw new SynonymRefused('notFound');
  forgetSynonyms(db);
  return toSynonym(rows[0]);
}

export async function deleteSynonym(db: Queryable, id: number): Promise<void> {
  const rows = await db.query(`delete from search_synonym where id = $1 returning 1`, [id]);
  if (rows.length === 0) throw new SynonymRefused('notFound');
  forgetSynonyms(db);
}
