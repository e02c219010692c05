/**
 * The one statement a search runs, with bounded work: however many rows match, it reads at most
 * SEARCH_CANDIDATES + 1 of them to count and SEARCH_CANDIDATES + 1 to rank, the most a visitor
 * can page through (SEARCH_PAGE_MAX pages of SEARCH_PAGE_SIZE). Through the GIN indexes:
 * - `found`: rows whose words (`document`) match, up to the bound: the counts of each kind (and
 *   the flag that there are more), and the rows matched in their body only (rank 0, newest first);
 * - `headed`: rows matched in their title, summary or labels (`head`, its own GIN index), up to
 *   the bound, ranked by ts_rank over that short vector: the only rows whose rank is above 0, so
 *   the best results are among them even when `found` stopped before reaching them.
 * The query matched (`q`) has the word pairs of its English phrases added (migration 017), so a
 * phrase's rows are narrowed through the index; it is ranked as typed (`r`).
 * Only the page's rows are then joined back for their title and text (kept out of the narrow
 * row with the long vector: migration 015). With a kind chosen, `found` and `headed` read that
 * kind only, and the counts of every kind come from a bounded read of their own.
 */
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@azi/shared/api/searchLimits';

/** How many matches a query ranks at most (and counts exactly up to). */
export const SEARCH_CANDIDATES = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE;

const matching = (vector: 'document' | 'head', kind: boolean) =>
  `from search_document, query where lang = $3 and visible_from <= $4 and ${vector} @@ query.q${kind ? ' and kind = $5::text' : ''} limit $9`;

/** $1 configuration, $2 query text, $3 lang, $4 now, $5 kind, $6 page size, $7 offset, $8 the query as typed, $9 bound + 1. */
export function searchSql(kind: boolean): string {
  return `with query as materialized (select typed as r, search_phrase_pairs(typed, $1::regconfig) as q from (select websearch_to_tsquery($1::regconfig, $2) as typed) as t),
     found as materialized (select id, kind, item_date ${matching('document', kind)}),
     headed as materialized (select id, item_date, ts_rank(head, query.r) as rank ${matching('head', kind)}),
     counted as ${kind ? `materialized (select kind ${matching('document', false)})` : '(select kind from found)'},
     candidates as (
       select id, max(rank) as rank, max(item_date) as item_date
       from (select id, rank, item_date from headed union all select id, 0, item_date from found) as c
       group by id
     ),
     best as (select id, rank, item_date from candidates order by rank desc, item_date desc nulls last, id limit $6 offset $7)
     select
       (select json_object_agg(kind, n) from (select kind, count(*)::int as n from counted group by kind) as per_kind) as counts,
       (select count(*)::int from counted) as counted,
       (select count(*)::int from found) as found,
       (select json_agg(hit order by hit.rank desc, hit.sort_date desc nulls last, hit.id) from (
          select d.id, b.rank, b.item_date as sort_date, d.kind, d.source, d.item_id, d.page, d.anchor, d.title, d.body, to_char(d.item_date, 'YYYY-MM-DD') as item_date
          from best b join search_document d on d.id = b.id
        ) as hit) as list,
       tsvector_to_array(to_tsvector($1::regconfig, $8)) as stems,
       $5::text as kind`;
}
