/**
 * The site's feeds of a content list (news, SEC filings, the investor calendar): one route per
 * feed, each a page of the API's list in one language. On its own so the feeds' files import it
 * one way (it sat in rssRoutes.ts, which imports the SEC feed's file, which imported it back).
 */
import type { FastifyInstance } from 'fastify';
import { nextScheduledPublish } from '@azi/api/content/publishSchedule';
import { answeredNotModified, weakEtag } from '@azi/api/http/conditionalGet';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { Envelope } from '@azi/shared/api/schemas/envelope';
import type { Lang } from '@azi/shared/i18n/languages';

const FEED_MAX_AGE_S = 300;

/** Feed readers and proxies may keep a feed 5 minutes, never past the next scheduled publication. */
export function feedMaxAge(now: number, nextPublish: number | undefined): number {
  if (nextPublish === undefined || nextPublish <= now) return FEED_MAX_AGE_S;
  return Math.min(FEED_MAX_AGE_S, Math.floor((nextPublish - now) / 1000));
}

/**
 * A feed at `path` built from the first page of a content list the API gives in `lang`: kept
 * five minutes at most and never past the next scheduled moment, then revalidated (ETag); 503
 * with `unavailable` when the API cannot answer.
 */
export function registerListFeed<T>(
  app: FastifyInstance,
  feed: {
    path: string;
    list: string;
    lang: Lang;
    contentType: string;
    unavailable: string;
    build: (list: T[]) => string;
    /** The feed's entity tag (default: its bytes' hash): a feed stamped with the time it is built says which parts to leave out. */
    etag?: (body: string) => string;
  },
): void {
  app.get(feed.path, async (request, reply) => {
    // Read before the API call: an item going public meanwhile must not be cached past its hour.
    const maxAge = feedMaxAge(Date.now(), nextScheduledPublish());
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/${feed.list}?lang=${feed.lang}` });
    if (response.statusCode !== 200) return reply.code(503).type('text/plain; charset=utf-8').send(feed.unavailable);
    const body = feed.build(response.json<Envelope<{ list: T[] }>>().data.list);
    // Vary as when compressed (the compress plugin adds it only then, unless it finds it in this
    // spelling), so a 304 carries the same.
    reply.header('cache-control', `public, max-age=${maxAge}`).header('vary', 'accept-encoding');
    // Feed readers and calendars poll: one whose copy is current gets a 304, not the feed again.
    if (answeredNotModified(request, reply, (feed.etag ?? weakEtag)(body))) return reply.send();
    return reply.type(feed.contentType).send(body);
  });
}
