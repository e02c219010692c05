/**
 * Issue 51, field data from real visitors: no sample and nothing about a visitor is kept, only
 * counts.
 *
 * - field_metric_day: per day (UTC), metric, page kind, layout, language and kind of navigation,
 *   how many samples fell in each bucket (its lower edge, fieldData/buckets.ts), so a p75 is read
 *   from the counts.
 * - browser_error_day: per day, normalised message, section, its version, page kind, layout and
 *   language, how many times, first and last seen.
 * Both are kept 90 days (db/maintenance.ts).
 */
export const sql = `
create table field_metric_day (
  day date not null,
  metric text not null,
  page text not null,
  layout text not null,
  lang text not null,
  navigation text not null,
  bucket double precision not null,
  hits integer not null,
  primary key (day, metric, page, layout, lang, navigation, bucket)
);
create table browser_error_day (
  day date not null,
  message text not null,
  section text not null,
  version text not null,
  page text not null,
  layout text not null,
  lang text not null,
  hits integer not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  primary key (day, message, section, version, page, layout, lang)
);
create index browser_error_day_last_seen_idx on browser_error_day (last_seen)
`;
