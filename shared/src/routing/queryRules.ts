/**
 * How a page reads one parameter of its URL's query, declared in the page table
 * (`SitePage.query`). The server renders and caches a page by these parameters alone
 * (`pageQuery`), so each rule must answer exactly what the page itself would act on: a value the
 * page ignores (or reads as its default) is dropped, any other is written so that reading it
 * again gives the page the same value. The remotes' tests check their readers against these rules.
 */
import { isIsoDate } from '@azi/shared/api/stockLimits';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';

export interface QueryRule {
  name: string;
  /** The value as the page will act on it, or undefined when the page would ignore it. */
  normalize(raw: string): string | undefined;
  /** Part of what the page is (an article's id), kept in its canonical link; filters are not. */
  identifies?: boolean;
  /**
   * Any text a visitor types (a search): endless distinct values, so the server does not keep
   * such pages in its page cache (a stream of random searches would push the real pages out).
   */
  freeText?: boolean;
}

/** A whole number in [min, max] read with readQueryNumber; `fallback` is what the page reads when it is absent. */
export function wholeNumberParam(
  name: string,
  min: number,
  max: number,
  options: { fallback?: number; identifies?: boolean } = {},
): QueryRule {
  return {
    name,
    identifies: options.identifies,
    normalize: (raw) => {
      const n = readQueryNumber(raw, min, max);
      return n === undefined || n === options.fallback ? undefined : String(n);
    },
  };
}

/** One of a fixed set of values, matched exactly; anything else is ignored by the page. */
export function oneOfParam(name: string, values: readonly string[]): QueryRule {
  return { name, normalize: (raw) => (values.includes(raw) ? raw : undefined) };
}

/** A code unit that a cut may not end on: reading the cut again would not give the same text. */
const unstableEnd = (unit: string) => /\s/.test(unit) || (unit >= '\ud800' && unit <= '\udbff');

/**
 * Free text that the page trims and, given maxLength, cuts to that many UTF-16 units
 * (`raw.trim().slice(0, maxLength)`); empty is ignored. Past maxLength only the units that make
 * the page's cut read back the same are kept: the cut, or when it ends in a space or half a
 * surrogate pair, up to the next unit that does not.
 */
export function textParam(name: string, maxLength?: number): QueryRule {
  return {
    name,
    freeText: true,
    normalize: (raw) => {
      const text = raw.trim();
      if (text === '') return undefined;
      if (maxLength === undefined || text.length <= maxLength) return text;
      let end = maxLength;
      while (end < text.length && unstableEnd(text[end - 1]!)) end += 1;
      return text.slice(0, end);
    },
  };
}

/**
 * A calendar date written YYYY-MM-DD (what `<input type="date">` sends); anything else is ignored.
 * Endless distinct values (every day of every year): such pages are not kept in the page cache.
 */
export function isoDateParam(name: string): QueryRule {
  return { name, freeText: true, normalize: (raw) => (isIsoDate(raw.trim()) ? raw.trim() : undefined) };
}
