/**
 * A short excerpt of a result's text around its first match, with the matched words marked. The
 * parts are plain text (the page escapes them like any text): no HTML is ever built here.
 */
import type { ExcerptPart } from '@azi/shared/api/schemas/search';
import type { Lang } from '@azi/shared/i18n/languages';
import { foldInPlace } from './scriptFold';

const EXCERPT_CHARS = 160;
/** How much text comes before the first match. */
const LEAD_CHARS = 50;
/** How much Chinese text is folded at a time while looking for the first match. */
const FOLD_PIECE = 1_000;

type Range = [start: number, end: number];

/** A word of English text: letters and digits, with `-` or `/` inside (20-F, 6-K, COVID-19). */
const ENGLISH_WORD = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu;

/**
 * Where English `stems` occur in `lower`: a hyphenated form matched whole (PostgreSQL indexes
 * "20-F" as '20-f' and its parts '20' and 'f', which must not mark every "for" and "2025");
 * other stems at the start of a word, short ones (IR, 6) only as the whole word.
 */
function englishRanges(lower: string, stems: readonly string[]): Range[] {
  const compounds = new Set(stems.filter((stem) => /[-/]/.test(stem)));
  const partsOfCompounds = new Set([...compounds].flatMap((stem) => stem.split(/[-/]/)));
  const single = stems.filter((stem) => stem && !compounds.has(stem) && !partsOfCompounds.has(stem));
  const matches = (word: string) => {
    // The English stemmer writes a y as i ('supply' and 'supplies' are both 'suppli').
    const spelled = [word, word.replace(/y/g, 'i')];
    return single.some((stem) => (stem.length <= 2 ? word === stem : spelled.some((form) => form.startsWith(stem))));
  };
  const ranges: Range[] = [];
  for (const token of lower.matchAll(ENGLISH_WORD)) {
    const at = token.index;
    if (compounds.has(token[0])) {
      ranges.push([at, at + token[0].length]);
      continue;
    }
    for (const piece of token[0].matchAll(/[\p{L}\p{N}]+/gu))
      if (matches(piece[0])) ranges.push([at + piece.index, at + piece.index + piece[0].length]);
  }
  return ranges;
}

/**
 * Where `terms` occur in `text`. zh and hk: the terms as written, compared in the folded script
 * (a simplified query marks the traditional text it found), from the piece of the text that holds
 * the first match (enough for an excerpt). en: whole words starting with one of
 * the stems (PostgreSQL's 'insur' marks "insurance" and "insurers", 'suppli' "supply").
 */
export function matchRanges(text: string, lang: Lang, terms: readonly string[]): Range[] {
  if (lang === 'en') return englishRanges(text.toLowerCase(), terms);
  const ranges: Range[] = [];
  // Folding a long body whole would cost more than the search: it is folded a piece at a time
  // until a piece holds a match, with room after it for the excerpt's length (the marks an
  // excerpt shows all lie there) and an overlap so no match is cut between two pieces.
  const overlap = Math.max(0, ...terms.map((term) => term.length));
  for (let from = 0; from < text.length && ranges.length === 0; from += FOLD_PIECE) {
    const piece = foldInPlace(text.slice(from, from + FOLD_PIECE + overlap + EXCERPT_CHARS)).toLowerCase();
    for (const term of terms) {
      if (!term) continue;
      for (let at = piece.indexOf(term); at >= 0; at = piece.indexOf(term, at + term.length))
        ranges.push([from + at, from + at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping matches (two terms, one inside the other) become one.
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** A cut that does not split a surrogate pair (moves forward past a low surrogate). */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff ? at + 1 : at;
}

/** Up to EXCERPT_CHARS of `text` around its first match, matches marked; the start of the text when nothing in it matched. */
export function buildExcerpt(text: string, lang: Lang, terms: readonly string[]): ExcerptPart[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const ranges = matchRanges(clean, lang, terms);
  let start = ranges.length > 0 ? Math.max(0, ranges[0]![0] - LEAD_CHARS) : 0;
  // English starts at a word: the space after the cut.
  if (start > 0 && lang === 'en') {
    const space = clean.indexOf(' ', start);
    if (space >= 0 && space < ranges[0]![0]) start = space + 1;
  }
  start = safeCut(clean, start);
  const end = safeCut(clean, Math.min(clean.length, start + EXCERPT_CHARS));
  const parts: ExcerptPart[] = [];
  const push = (from: number, to: number, hit: boolean) => {
    if (to <= from) return;
    const piece = clean.slice(from, to);
    parts.push(hit ? { text: piece, hit: true } : { text: piece });
  };
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    push(at, Math.max(at, from), false);
    push(Math.max(at, from), Math.min(to, end), true);
    at = Math.min(to, end);
  }
  push(at, end, false);
  if (start > 0) parts.unshift({ text: '…' });
  if (end < clean.length) parts.push({ text: '…' });
  return parts;
}
