/**
 * What a calendar app knows an investor event by (issue 41): the same UID in the single event's
 * "add to calendar" file and in the subscribed feed, so an event added both ways is one event,
 * and the feed's address in each language.
 */
import type { Lang } from '@azi/shared/i18n/languages';

export function eventUid(id: number): string {
  return `investor-calendar-${id}@autozi`;
}

/** The subscribed feed's path: /investor-events.ics, /hk/…, /en/… (zh has no prefix). */
export function eventFeedPath(lang: Lang): string {
  return lang === 'zh' ? '/investor-events.ics' : `/${lang}/investor-events.ics`;
}

/**
 * One event's "add to calendar" file, served by the site server beside its page (/event?id=N):
 * /event.ics?id=N, /hk/…, /en/… (issue 53). A plain link, so it works without scripts.
 */
export function eventFilePath(lang: Lang, id?: number): string {
  const path = lang === 'zh' ? '/event.ics' : `/${lang}/event.ics`;
  return id === undefined ? path : `${path}?id=${id}`;
}

/** The name the file is saved under: one every system accepts. */
export function eventFileName(id: number): string {
  return `autozi-investor-event-${id}.ics`;
}
