/**
 * "Did you mean": when a query finds nothing, each of its words one edit away (a letter or
 * character added, dropped, changed, or two neighbours swapped) from a word of the index's titles,
 * headings and labels is offered in that word's place, the most frequent word first. The words
 * are read from the index (ts_stat) once, then again at most once a minute per language and copy,
 * beside the searches: reading them is a scan of that language's titles, which no search but the
 * first pays for.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import type { Queryable } from '../db/database';
import { hongKongScript } from './scriptFold';
import { words } from './segment';

/** How long a copy keeps a language's words before reading them again. */
export const VOCABULARY_TTL_MS = 60_000;
/** The most words kept per language (the most frequent). */
const VOCABULARY_MAX = 50_000;

/**
 * The statement each language's words come from. English: the titles' words as written
 * ('simple'), not the stems the index holds, so a suggestion is a word a visitor can read; zh and
 * hk: the `head` vector's words (titles, summaries, labels: already cut and folded). ts_stat takes
 * its statement as text; these are fixed, nothing of a request is in them.
 */
const VOCABULARY_SQL: Record<Lang, string> = {
  zh: `select word, ndoc from ts_stat('select head from search_document where lang = ''zh''') order by ndoc desc, word limit ${VOCABULARY_MAX}`,
  hk: `select word, ndoc from ts_stat('select head from search_document where lang = ''hk''') order by ndoc desc, word limit ${VOCABULARY_MAX}`,
  en: `select word, ndoc from ts_stat('select to_tsvector(''simple'', title) from search_document where lang = ''en''') order by ndoc desc, word limit ${VOCABULARY_MAX}`,
};

interface Vocabulary {
  readAt: number;
  /** Words by length, most frequent first. */
  byLength: Map<number, string[]>;
  known: Set<string>;
}

const cache = new Map<Queryable, Map<Lang, { kept?: Vocabulary; reading?: Promise<Vocabulary> }>>();

async function readVocabulary(db: Queryable, lang: Lang, nowMs: number): Promise<Vocabulary> {
  const rows = await db.query<{ word: string }>(VOCABULARY_SQL[lang]);
  const byLength = new Map<number, string[]>();
  for (const { word } of rows) {
    // Only words a visitor types: not the pairs of Chinese words the index adds, not pure numbers.
    if (/^\d+$/.test(word) || (lang !== 'en' && /\p{Script=Han}/u.test(word) && [...word].length > 4)) continue;
    const length = [...word].length;
    const same = byLength.get(length);
    if (same) same.push(word);
    else byLength.set(length, [word]);
  }
  return { readAt: nowMs, byLength, known: new Set(rows.map((row) => row.word)) };
}

/**
 * The language's words: read once, then kept; past VOCABULARY_TTL_MS the kept words still answer
 * while they are read again beside it (a search never waits for that read but the first).
 */
async function vocabulary(db: Queryable, lang: Lang, nowMs: number): Promise<Vocabulary> {
  const perDb = cache.get(db) ?? new Map<Lang, { kept?: Vocabulary; reading?: Promise<Vocabulary> }>();
  cache.set(db, perDb);
  const entry = perDb.get(lang) ?? {};
  perDb.set(lang, entry);
  if (entry.kept && nowMs - entry.kept.readAt < VOCABULARY_TTL_MS) return entry.kept;
  entry.reading ??= readVocabulary(db, lang, nowMs).then(
    (read) => {
      entry.kept = read;
      entry.reading = undefined;
      return read;
    },
    (error: unknown) => {
      entry.reading = undefined;
      throw error;
    },
  );
  if (entry.kept) {
    // A failed read in the background leaves the kept words; the next search tries again.
    entry.reading.catch(() => undefined);
    return entry.kept;
  }
  return entry.reading;
}

/** Whether `a` and `b` (as arrays of characters) are at most one edit apart (Damerau: a swap is one). */
export function oneEditApart(a: readonly string[], b: readonly string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x).join('\u0000') === b.slice(y).join('\u0000');
  if (a.length === b.length)
    return rest(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
  return a.length > b.length ? rest(i + 1, i) : rest(i, i + 1);
}

/** The index's most frequent word one edit from `word`, or undefined. */
function nearest(word: string, vocab: Vocabulary): string | undefined {
  const chars = [...word];
  // One edit of a very short word is another word altogether.
  const shortest = /\p{Script=Han}/u.test(word) ? 2 : 4;
  if (chars.length < shortest || vocab.known.has(word)) return undefined;
  for (const length of [chars.length, chars.length - 1, chars.length + 1]) {
    const found = vocab.byLength
      .get(length)
      ?.find((candidate) => candidate.length >= shortest && oneEditApart(chars, [...candidate]));
    if (found) return found;
  }
  return undefined;
}

/**
 * The query with its words replaced by their nearest indexed words, in the page's script, or
 * undefined when no word has one.
 */
export async function didYouMean(db: Queryable, query: string, lang: Lang, nowMs: number): Promise<string | undefined> {
  const vocab = await vocabulary(db, lang, nowMs);
  let changed = false;
  const parts = query
    .trim()
    .split(/\s+/)
    .map((part) => {
      const word = lang === 'en' ? part.toLowerCase() : words(part).join('');
      const better = word && /^[\p{L}\p{N}]+$/u.test(word) ? nearest(word, vocab) : undefined;
      if (!better) return part;
      changed = true;
      return lang === 'hk' ? hongKongScript(better) : better;
    });
  return changed ? parts.join(' ') : undefined;
}
