import type { FastifyInstance } from 'fastify';
import { nextScheduledPublish } from '@azi/api/content/publishSchedule';
import { weakEtag } from '@azi/api/http/conditionalGet';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { ID_MAX, type InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import type { Envelope } from '@azi/shared/api/schemas/envelope';
import { eventFeedPath, eventFileName, eventFilePath } from '@azi/shared/events/eventCalendar';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';
import { buildEventFeed, buildEventFile } from './icsFeed';
import { feedMaxAge, registerListFeed } from './listFeed';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * /investor-events.ics, /hk/… and /en/…: the investor calendar to subscribe to (webcal:), read
 * from the content API in the same process (issue 41), from its newest 50 items (the API's
 * largest page). Calendar apps poll it. Beside it, each event's own file (registerEventFileRoute).
 */
export function registerIcsRoutes(app: FastifyInstance, siteUrl: string): void {
  for (const lang of LANGS) {
    registerListFeed<InvestorCalendarItem>(app, {
      path: eventFeedPath(lang),
      list: 'investorCalendar/findPage/1/50',
      lang,
      contentType: CALENDAR_TYPE,
      unavailable: 'The calendar is unavailable right now.',
      build: (items) => buildEventFeed({ lang, siteUrl, items, nowMs: Date.now() }),
      // DTSTAMP is the moment the file was made, new on every request: two files that differ only
      // there hold the same calendar (the weak tag's "equivalent"), so a poll of an unchanged one gets 304.
      etag: (body) => weakEtag(body.replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, '')),
    });
    registerEventFileRoute(app, siteUrl, lang);
  }
}

/**
 * /event.ics?id=N (and /hk/…, /en/…): one event's "add to calendar" file as a download, the same
 * VEVENT as the feed's (issue 53). 400 for a missing or malformed id, 404 for an event that is not
 * public or has no date a calendar can hold, 503 when the API cannot answer; each says why in words.
 */
function registerEventFileRoute(app: FastifyInstance, siteUrl: string, lang: Lang): void {
  app.get<{ Querystring: { id?: string } }>(eventFilePath(lang), async (request, reply) => {
    const text = (code: number, message: string) =>
      reply.code(code).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
    const raw = typeof request.query.id === 'string' ? request.query.id : null;
    const id = readQueryNumber(raw, 1, ID_MAX);
    if (id === undefined)
      return text(400, `The event id must be a whole number from 1 to ${ID_MAX}, as in ${eventFilePath(lang, 12)}.`);
    // Read before the API call: an item going public meanwhile must not be cached past its hour.
    const maxAge = feedMaxAge(Date.now(), nextScheduledPublish());
    const response = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/investorCalendar/getById?id=${id}&lang=${lang}`,
    });
    if (response.statusCode === 404) return text(404, `There is no published investor event with id ${id}.`);
    if (response.statusCode !== 200) return text(503, 'The calendar is unavailable right now.');
    const item = response.json<Envelope<InvestorCalendarItem>>().data;
    const file = buildEventFile(item, { lang, siteUrl, nowMs: Date.now() });
    if (!file)
      return text(404, `Investor event ${id} is dated only by month or year, so it cannot be added to a calendar.`);
    return reply
      .header('cache-control', `public, max-age=${maxAge}`)
      .header('content-disposition', `attachment; filename="${eventFileName(id)}"`)
      .type(CALENDAR_TYPE)
      .send(file);
  });
}
