/**
 * Issue 41: an investor-calendar item becomes an event with a page of its own. Its end, status
 * (a cancelled event stays listed, and the calendar feed says CANCELLED), how it is attended, the
 * dial-in text, its links by phase, and a revision raised by every write (the feed's SEQUENCE). event_reminder records that the reminder of an event at a
 * given start was queued, once (a moved event gets a reminder for its new start).
 */
const LINKS = ['registration_url', 'webcast_url', 'replay_url', 'slides_url', 'transcript_url', 'press_release_url'];

export const sql = [
  `alter table investor_calendar add column end_at timestamptz`,
  `alter table investor_calendar add column event_status text not null default 'scheduled' check (event_status in ('scheduled', 'cancelled'))`,
  `alter table investor_calendar add column attendance text not null default 'online' check (attendance in ('online', 'offline', 'mixed'))`,
  `alter table investor_calendar add column venue text not null default ''`,
  `alter table investor_calendar add column dial_in text not null default ''`,
  ...LINKS.map((column) => `alter table investor_calendar add column ${column} text not null default ''`),
  `alter table investor_calendar add column revision integer not null default 0`,
  `create index investor_calendar_event_at_idx on investor_calendar (event_at)`,
  `create table event_reminder (
  event_id integer not null,
  event_at timestamptz not null,
  mails integer not null default 0,
  queued_at timestamptz not null default now(),
  primary key (event_id, event_at)
)`,
].join(';\n');
