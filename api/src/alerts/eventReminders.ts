/**
 * The day-before reminder of an investor event (issue 41): subscribers of the "investor events"
 * category get one mail, in their language, when an event they were told about starts within a
 * day. Every copy looks; the one that takes the `event-reminders` lease in job_lease (as the SEC
 * import and the close recorder do) queues them, and event_reminder keys each event's reminder by
 * its start, so it is queued once, and once more only if the event is moved.
 *
 * An event announced less than a day before it starts gets no reminder: its announcement is
 * that day's mail.
 */
import { beijingClock } from '@azi/shared/time/zoneClock';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Database } from '../db/database';
import { type JobLease, LEASE_BUSY, leasedJob } from '../jobs/jobLease';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { siteUrl, type MailContext } from './alertContext';
import { mailSubscribers } from './alertQueue';
import { fill, MAIL_WORDS } from './mailText';

export const REMINDER_LEASE: JobLease = { name: 'event-reminders', ms: 2 * 60_000 };
/** How long before its start an event is reminded of. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

interface DueEvent {
  id: number;
  eventAt: Date | string;
  [column: string]: unknown;
}

/** Queues the reminders that are due at `now`; returns the number of mails queued (0: none due, or another copy holds the lease). */
export async function sweepEventReminders(db: Database, mail: MailContext, now: Date): Promise<number> {
  const outcome = await leasedJob(db, REMINDER_LEASE, async () => {
    const due = await db.query<DueEvent>(
      `select t.id, t.event_at as "eventAt", t.title_zh, t.title_hk, t.title_en, t.summary_zh, t.summary_hk, t.summary_en
         from investor_calendar t
         join content_alert a on a.content_name = 'investorCalendar' and a.content_id = t.id
        where t.status = 'published' and t.publish_at <= $1 and t.event_status = 'scheduled'
          and t.event_at > $1 and t.event_at <= $1::timestamptz + $2 * interval '1 millisecond'
          and a.queued_at < t.event_at - $2 * interval '1 millisecond'
          and not exists (select 1 from event_reminder r where r.event_id = t.id and r.event_at = t.event_at)
        order by t.event_at, t.id limit 100`,
      [now, REMINDER_BEFORE_MS],
    );
    let queued = 0;
    for (const event of due) {
      queued += await db.transaction(async (tx) => {
        const claimed = await tx.query(
          `insert into event_reminder (event_id, event_at) values ($1, $2) on conflict do nothing returning event_id`,
          [event.id, event.eventAt],
        );
        if (claimed.length === 0) return 0;
        const start = new Date(event.eventAt).getTime();
        const mails = await mailSubscribers(tx, mail, 'events', (lang: Lang) => ({
          title: fill(MAIL_WORDS[lang].reminderTitle, { title: String(event[`title_${lang}`] ?? '') }),
          summary: String(event[`summary_${lang}`] ?? ''),
          date: fill(MAIL_WORDS[lang].reminderTime, { time: beijingClock(start) }),
          url: siteUrl(mail, contentItemPath('investorCalendar', { id: event.id }, lang)),
        }));
        await tx.query(`update event_reminder set mails = $3 where event_id = $1 and event_at = $2`, [
          event.id,
          event.eventAt,
          mails,
        ]);
        return mails;
      });
    }
    return queued;
  });
  return outcome === LEASE_BUSY ? 0 : outcome;
}
