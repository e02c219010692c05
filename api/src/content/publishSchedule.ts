/**
 * When the next scheduled item goes public, or an event's page changes phase (issue 41). Pages
 * and API answers cached before that moment must not outlive it: the response cache and the site's page cache stop at it, and the public
 * Cache-Control max-age is cut to it. Kept in memory, refreshed after every write through this
 * copy, every few seconds for writes through other copies, and as soon as the moment has passed.
 */
import { DEFAULT_EVENT_MS, LIVE_LEAD_MS } from '@azi/shared/events/eventPhase';
import { JOB_CLOSED_GRACE_MS } from '@azi/shared/content/job';
import { type PeriodicJob, startPeriodicJob } from '@azi/shared/jobs/periodicJob';
import type { Queryable } from '../db/database';
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import { CONTENT_TYPES } from './contentTypes';

/**
 * The moments an event's page changes by itself (issue 41; shared/events/eventPhase.ts): starting a
 * quarter of an hour before its start ($2 ms), live at its start, over at its end or an hour after
 * its start ($3 ms). An item without a start changes at the end of its day, month or year in
 * Beijing (eventPhase.ts's periodEndMs; the list's year filter is the only other use of its date).
 */
const EVENT_SQL = `select min(moment) as "next" from (
    select event_at - $2 * interval '1 millisecond' as moment from investor_calendar where status = 'published' and event_status <> 'cancelled'
    union all select event_at from investor_calendar where status = 'published' and event_status <> 'cancelled'
    union all select coalesce(end_at, event_at + $3 * interval '1 millisecond') from investor_calendar where status = 'published' and event_status <> 'cancelled'
    union all select (date_trunc(case date_precision when 'year' then 'year' when 'month' then 'month' else 'day' end, published_on::timestamp)
        + case date_precision when 'year' then interval '1 year' when 'month' then interval '1 month' else interval '1 day' end - interval '8 hours') at time zone 'UTC'
      from investor_calendar where status = 'published' and event_status <> 'cancelled' and event_at is null
  ) moments where moment > $1`;

/**
 * The next publication, and the next moment an item with an end leaves the lists (a job opening's
 * validThrough, issue 56) or its page turns to 410 Gone (JOB_CLOSED_GRACE_MS later: $2 ms).
 */
const NEXT_SQL = `select min(publish_at) as "next" from (${CONTENT_NAMES.flatMap((name) => {
  const { table, openUntilColumn: end } = CONTENT_TYPES[name];
  const published = `select min(publish_at) as publish_at from ${table} where status = 'published' and publish_at > $1`;
  if (!end) return [published];
  return [
    published,
    `select min(${end}) from ${table} where status = 'published' and ${end} > $1`,
    `select min(${end} + $2 * interval '1 millisecond') from ${table} where status = 'published' and ${end} + $2 * interval '1 millisecond' > $1`,
  ];
}).join(' union all ')}) scheduled`;

export class PublishSchedule {
  private nextAt: number | undefined;
  private job: PeriodicJob | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly clock: () => Date,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** The clock of events' phases (a browser test may move it alone: time/testClock.ts). */
    private readonly eventClock: () => Date = clock,
  ) {}

  /** Loads the next moment now; then every refreshMs (0: only on demand). */
  start(refreshMs: number): Promise<void> {
    this.job = startPeriodicJob(() => this.load(), { everyMs: refreshMs, onError: this.onError });
    return this.job.runNow();
  }

  async stop(): Promise<void> {
    await this.job?.stop();
  }

  /**
   * Epoch ms of the next scheduled publication this copy knows of, or undefined. Synchronous and
   * cheap (no query). A moment already past is still returned until the refresh it starts has
   * finished, so whatever is cached against it keeps expiring.
   */
  next(): number | undefined {
    if (this.nextAt !== undefined && this.nextAt <= this.clock().getTime()) void this.refresh();
    return this.nextAt;
  }

  /** Reads the next moment again (after a write: a read under way may have come before it). */
  refresh(): Promise<void> {
    return this.job ? this.job.runNow() : this.load().catch(this.onError);
  }

  private async load(): Promise<void> {
    const now = this.clock();
    const eventNow = this.eventClock();
    const [publication] = await this.db.query<{ next: Date | string | null }>(NEXT_SQL, [now, JOB_CLOSED_GRACE_MS]);
    const [event] = await this.db.query<{ next: Date | string | null }>(EVENT_SQL, [
      eventNow,
      LIVE_LEAD_MS,
      DEFAULT_EVENT_MS,
    ]);
    // An event's moment on this clock: the same distance ahead as on the events' clock.
    const moments = [
      publication?.next ? new Date(publication.next).getTime() : undefined,
      event?.next ? new Date(event.next).getTime() - eventNow.getTime() + now.getTime() : undefined,
    ];
    this.nextAt = moments.filter((moment): moment is number => moment !== undefined).sort((a, b) => a - b)[0];
  }
}

/** Every schedule of an API plugin open in this process (normally one). */
const open = new Set<PublishSchedule>();

export function trackSchedule(schedule: PublishSchedule): () => void {
  open.add(schedule);
  return () => open.delete(schedule);
}

/** The earliest next publication among this process's API plugins: for the site's page cache. */
export function nextScheduledPublish(): number | undefined {
  let earliest: number | undefined;
  for (const schedule of open) {
    const next = schedule.next();
    if (next !== undefined && (earliest === undefined || next < earliest)) earliest = next;
  }
  return earliest;
}
