/**
 * Issue 40, second part: the search index follows each item instead of being rebuilt whole.
 * `item_version` is the item's updated_at when its rows were written: what differs from the
 * content table (or has no published item any more) is written again (search/contentSync.ts).
 * The table's long values (the whole-text vector, the body) are kept out of the row
 * (toast_tuple_target), the short ones (title, the ranked `head`) in it: a query with thousands
 * of matches reads a few hundred narrow pages to count and rank them, not a page per match.
 * `head` gets a GIN index of its own: a query ranks the rows matched there (search/searchSql.ts).
 * Rows written before are removed to be written again in this layout: the content by the API's
 * next start (which catches up with every item), the remotes' text by the site copies (they read
 * it again when search_source has no version for a remote).
 */
export const sql = `
alter table search_document add column item_version timestamptz;
alter table search_document set (toast_tuple_target = 128);
alter table search_document alter column head set storage main;
alter table search_document alter column title set storage main;
create index search_document_item_idx on search_document (source, item_id);
create index search_document_head_idx on search_document using gin (head);
delete from search_document;
delete from search_source;
`;
