import type { FastifyInstance } from 'fastify';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventFeedPath } from '@azi/shared/events/eventCalendar';
import { weakEtag } from '@azi/api/http/conditionalGet';
import { LANGS } from '@azi/shared/i18n/languages';
import { buildEventFeed } from './icsFeed';
import { registerListFeed } from './rssRoutes';

/**
 * /investor-events.ics, /hk/… and /en/…: the investor calendar to subscribe to (webcal:), read
 * from the content API in the same process (issue 41), from its newest 50 items (the API's
 * largest page). Calendar apps poll it.
 */
export function registerIcsRoutes(app: FastifyInstance, siteUrl: string): void {
  for (const lang of LANGS) {
    registerListFeed<InvestorCalendarItem>(app, {
      path: eventFeedPath(lang),
      list: 'investorCalendar/findPage/1/50',
      lang,
      contentType: 'text/calendar; charset=utf-8',
      unavailable: 'The calendar is unavailable right now.',
      build: (items) => buildEventFeed({ lang, siteUrl, items, nowMs: Date.now() }),
      // DTSTAMP is the moment the file was made, new on every request: two files that differ only
      // there hold the same calendar (the weak tag's "equivalent"), so a poll of an unchanged one gets 304.
      etag: (body) => weakEtag(body.replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, '')),
    });
  }
}
