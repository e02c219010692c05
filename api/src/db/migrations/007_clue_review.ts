/**
 * A lead that arrived while the site-wide hourly budget was spent is stored all the same, marked
 * for a person to review in the console (a flood of automated posts never buries or loses real ones).
 */
export const sql = `
alter table clue add column needs_review boolean not null default false`;
