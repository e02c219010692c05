/**
 * Issue 56: an item with an end (a job opening past its validThrough) leaves the search results
 * at that moment, as it leaves the lists. The end passes without a write, so the index cannot drop
 * the item then: its rows carry the moment (visible_until) and a search compares it with its own
 * now, as it does visible_from. The job rows indexed before this column are written again by the
 * API's next start (search/contentSync.ts writes a published item that has no rows), with their end
 * and their duties and requirements.
 */
export const sql = `
alter table search_document add column visible_until timestamptz not null default 'infinity';
delete from search_document where source in ('job', 'investorCalendar')
`;
