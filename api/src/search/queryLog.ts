/**
 * What visitors searched for (issue 54), so the IR team sees what people look for and what they
 * did not find, and adds a synonym or a page. Counts only: per day (UTC), language, query and
 * result count, how many searches. No address, no cookie, no time of day. A query searched fewer
 * than SEARCH_QUERY_FLOOR times on a day is deleted once that day is over (a name or an e-mail
 * typed once is not kept), and nothing is kept past SEARCH_QUERY_DAYS.
 */
import type { SearchQueryStats, SearchQueryCount } from '@azi/shared/api/schemas/searchAdmin';
import { SEARCH_QUERY_DAYS, SEARCH_QUERY_FLOOR } from '@azi/shared/api/schemas/searchAdmin';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Queryable } from '../db/database';

/** The query as it is counted: trimmed, lower-case, spaces collapsed. */
export function countedQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Counts one search of `query` in `lang` that found `results`. */
export async function countSearch(db: Queryable, now: Date, lang: Lang, query: string, results: number): Promise<void> {
  const counted = countedQuery(query);
  if (!counted) return;
  await db.query(
    `insert into search_query_day (day, lang, query, results) values ($1::date, $2, $3, $4)
     on conflict (day, lang, query, results) do update set searches = search_query_day.searches + 1`,
    [dayOf(now), lang, counted, results],
  );
}

/** Deletes finished days' queries under the floor and days past the window; answers how many rows. */
export async function purgeSearchQueries(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    `delete from search_query_day where (day < $1::date and searches < $2) or day < $1::date - $3::int returning 1`,
    [dayOf(now), SEARCH_QUERY_FLOOR, SEARCH_QUERY_DAYS],
  );
  return rows.length;
}

const TOP = 50;

/**
 * The most searched queries of the last SEARCH_QUERY_DAYS days, and those that found nothing, per
 * language; queries searched fewer than the floor in the window are left out.
 */
export async function searchQueryStats(db: Queryable, now: Date): Promise<SearchQueryStats> {
  const from = new Date(now.getTime() - (SEARCH_QUERY_DAYS - 1) * 86_400_000);
  const read = (noneOnly: boolean) =>
    db.query<SearchQueryCount>(
      `select lang, query, sum(searches)::int as searches, max(results)::int as results
       from search_query_day where day >= $1::date ${noneOnly ? 'and results = 0' : ''}
       group by lang, query having sum(searches) >= $2
       order by searches desc, query limit ${TOP}`,
      [dayOf(from), SEARCH_QUERY_FLOOR],
    );
  return {
    from: dayOf(from),
    to: dayOf(now),
    floor: SEARCH_QUERY_FLOOR,
    top: await read(false),
    none: await read(true),
  };
}
