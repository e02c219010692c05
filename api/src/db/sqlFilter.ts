/**
 * Pieces of a WHERE clause whose values travel as parameters: each helper adds its value to the
 * query's list and writes its placeholder ($1, $2 … in order). Column names are the caller's (from
 * the content descriptors or a fixed list), never a request's.
 */
import type { SqlValue } from './database';

/** Adds a value to the query's parameters and gives its placeholder. */
export function sqlParam(params: SqlValue[], value: SqlValue): string {
  return `$${params.push(value)}`;
}

/**
 * Any of the columns contains the text, ignoring case. LIKE's wildcards are escaped, so a search
 * for "100%" or "a_b" finds those characters and nothing else.
 */
export function containsText(params: SqlValue[], columns: readonly string[], text: string): string {
  const pattern = sqlParam(params, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return `(${columns.map((column) => `${column} ilike ${pattern} escape '\\'`).join(' or ')})`;
}

/** The item's publication date falls in the year. */
export function publishedInYear(params: SqlValue[], year: number): string {
  return `date_part('year', published_on) = ${sqlParam(params, year)}`;
}

/** `where` and the conditions joined by `and`, or nothing without a condition. */
export function whereAll(conditions: readonly string[]): string {
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}
