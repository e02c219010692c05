/**
 * Issue 40, third part: English phrases found through the index. A GIN index holds which rows
 * have a word, not where: for a quoted phrase PostgreSQL read every row holding all its words and
 * checked their positions one by one. Each English vector now also holds every two neighbouring
 * words as one lexeme (`suppli_chain`), derived from the vector's own positions, so a phrase's
 * neighbouring pairs narrow the rows through the index before the positions are checked (the
 * query side: search_phrase_pairs). zh and hk vectors hold their pairs already (search/segment.ts).
 *
 * - search_word_pairs: the pairs of a vector (positionless lexemes: they are matched, never ranked).
 * - search_with_pairs: what an indexed vector is in a configuration (English: with its pairs).
 * - search_phrase_pairs: an English query with the pairs of its phrases' neighbouring words added (`&`).
 *   Only for a query of phrases and words all required: under `!` or `|` the query stays as typed
 *   (found as before, without the shortcut). Its lexemes are taken as tsquery prints them,
 *   quoted and escaped, so a pair is written back in the same form.
 * Rows already indexed get their pairs here; their pending index entries are merged as the
 * writer does (search/searchDocuments.ts).
 */
export const sql = `
create function search_word_pairs(v tsvector) returns tsvector language sql immutable strict parallel safe as $fn$
  select coalesce(array_to_tsvector(array_agg(distinct a.lexeme || '_' || b.lexeme)), ''::tsvector)
  from (select lexeme, unnest(positions) as pos from unnest(v)) as a
  join (select lexeme, unnest(positions) as pos from unnest(v)) as b on b.pos = a.pos + 1
$fn$;
create function search_with_pairs(v tsvector, cfg regconfig) returns tsvector language sql immutable strict parallel safe as $fn$
  select case when cfg = 'english'::regconfig then v || search_word_pairs(v) else v end
$fn$;
create function search_phrase_pairs(q tsquery, cfg regconfig) returns tsquery language sql immutable strict parallel safe as $fn$
  select case when cfg <> 'english'::regconfig or q::text ~ '[|!]' then q else coalesce(q && (
    select string_agg(format('''%s_%s''', lexeme, next_lexeme), ' & ')::tsquery
    from (
      select m[1] as lexeme, m[2] as sep, lead(m[1]) over (order by n) as next_lexeme
      from regexp_matches(q::text, $re$'((?:[^']|'')+)'(?: (<->|<[0-9]+>|&) )?$re$, 'g') with ordinality as t(m, n)
    ) as terms
    where sep = '<->' and next_lexeme is not null
  ), q) end
$fn$;
update search_document set document = search_with_pairs(document, 'english'), head = search_with_pairs(head, 'english') where lang = 'en';
select gin_clean_pending_list('search_document_document_idx'::regclass) + gin_clean_pending_list('search_document_head_idx'::regclass)
`;
