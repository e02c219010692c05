/**
 * The one statement a search runs, with bounded work: however many rows match, it reads at most
 * SEARCH_CANDIDATES + 1 of them to count and SEARCH_CANDIDATES + 1 to rank, the most a visitor
 * can page through (SEARCH_PAGE_MAX pages of SEARCH_PAGE_SIZE). Through the GIN indexes:
 * - `found`: rows whose words (`document`) match, up to the bound: the counts of each kind (and
 *   the flag that there are more), and the rows matched in their body only (rank 0, newest first);
 * - `headed`: rows matched in their title, summary or labels (`head`, its own GIN index), up to
 *   the bound, ranked by ts_rank over that short vector: the only rows whose rank is above 0, so
 *   the best results are among them even when `found` stopped before reaching them.
 * The query (`typed`) is built from the visitor's clauses and their synonyms (tsqueryOf). The
 * query matched (`q`) has the word pairs of its English phrases added (migration 017), so a
 * phrase's rows are narrowed through the index; it is ranked as typed (`r`).
 * Only the page's rows are then joined back for their title and text (kept out of the narrow
 * row with the long vector: migration 015). Rows with the same fold key (the same document in
 * several archives, migration 020) are one result, counted once. With a kind chosen, `found` and `headed` read that
 * kind only, and the counts of every kind come from a bounded read of their own.
 */
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@azi/shared/api/searchLimits';

/** How many matches a query ranks at most (and counts exactly up to). */
export const SEARCH_CANDIDATES = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE;

const matching = (vector: 'document' | 'head', kind: boolean) =>
  `from search_document, query where lang = $3 and visible_from <= $4 and visible_until > $4 and ${vector} @@ query.q${kind ? ' and kind = $5::text' : ''} limit $9`;

/**
 * A row's fold: the same document in several archives is one result (its fold_key), so is a page
 * or section found by its remote's text and the shell's words; anything else is its own. Of a
 * fold, a remote's row is shown before the shell's (the page's own heading and text).
 */
const FOLD = `coalesce(fold_key, id::text) collate "C" as fold, remote is not distinct from 'shell' as shell_words`;
const BEST_FIRST = `rank desc, item_date desc nulls last, id`;

/** The parameters before the alternatives' (QUERY_PARAMS + 1 onwards). */
export const QUERY_PARAMS = 9;

/**
 * A query's clauses as one tsquery: each alternative through websearch_to_tsquery (its own
 * parameter, from QUERY_PARAMS + 1), alternatives OR'ed, clauses AND'ed. Only the shape is
 * written here; every word is a parameter.
 */
export function tsqueryOf(clauses: readonly (readonly string[])[]): { sql: string; params: string[] } {
  const params: string[] = [];
  const sql = clauses
    .map(
      (clause) =>
        `(${clause.map((alternative) => `websearch_to_tsquery($1::regconfig, $${QUERY_PARAMS + params.push(alternative)})`).join(' || ')})`,
    )
    .join(' && ');
  return { sql, params };
}

/**
 * $1 configuration, $2 the alternatives' title keys (joined by U+0001): a title equal to one ranks
 * above every other match, $3 lang, $4 now, $5 kind, $6 page size, $7 offset, $8 the words to mark
 * (every alternative), $9 bound + 1, then the alternatives (tsqueryOf). Rows of one fold are one
 * result: the best ranked, with the others' places listed (`also`).
 */
export function searchSql(kind: boolean, tsquery: string): string {
  return `with query as materialized (
       select typed as r, search_phrase_pairs(typed, $1::regconfig) as q, string_to_array($2, E'\x01') as exact
       from (select ${tsquery} as typed) as t
     ),
     found as materialized (select id, kind, item_date, ${FOLD} ${matching('document', kind)}),
     headed as materialized (select id, item_date, ${FOLD}, ts_rank(head, query.r) + (title_key = any(query.exact))::int as rank ${matching('head', kind)}),
     counted as ${kind ? `materialized (select kind, ${FOLD} ${matching('document', false)})` : '(select kind, fold from found)'},
     candidates as (
       select id, max(rank) as rank, max(item_date) as item_date, min(fold) as fold, bool_or(shell_words) as shell_words
       from (select id, rank, item_date, fold, shell_words from headed union all select id, 0, item_date, fold, shell_words from found) as c
       group by id
     ),
     folded as (
       select (array_agg(id order by shell_words, ${BEST_FIRST}))[1] as id, array_agg(id order by shell_words, ${BEST_FIRST}) as ids, max(rank) as rank, max(item_date) as item_date
       from candidates group by fold
     ),
     best as (select id, ids, rank, item_date from folded order by ${BEST_FIRST} limit $6 offset $7)
     select
       (select json_object_agg(kind, n) from (select kind, count(distinct fold)::int as n from counted group by kind) as per_kind) as counts,
       (select count(distinct fold)::int from counted) as every_kind,
       (select count(*)::int from counted) as counted,
       (select count(*)::int from found) as found,
       (select count(*)::int from folded) as results,
       (select json_agg(hit order by hit.rank desc, hit.sort_date desc nulls last, hit.id) from (
          select d.id, b.rank, b.item_date as sort_date, d.kind, d.source, d.item_id, d.page, d.anchor, d.title, d.body,
                 to_char(d.item_date, 'YYYY-MM-DD') as item_date, d.date_precision,
                 (select json_agg(json_build_object('kind', o.kind, 'source', o.source, 'id', o.item_id, 'date', to_char(o.item_date, 'YYYY-MM-DD')) order by n)
                  from unnest(b.ids[2:]) with ordinality as other(id, n) join search_document o on o.id = other.id) as also
          from best b join search_document d on d.id = b.id
        ) as hit) as list,
       tsvector_to_array(to_tsvector($1::regconfig, $8)) as stems,
       $5::text as kind`;
}
