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
