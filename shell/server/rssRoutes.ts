import type { FastifyInstance } from 'fastify';
import { nextScheduledPublish } from '@azi/api/content/publishSchedule';
import { answeredNotModified, weakEtag } from '@azi/api/http/conditionalGet';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { pictureFallbackWidth, pictureVariantUrl } from '@azi/shared/api/schemas/pictures';
import type { Envelope } from '@azi/shared/api/schemas/envelope';
import type { MediaItem } from '@azi/shared/api/schemas/content';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { newsFeedPath } from '@azi/shared/routing/feedPaths';
import { buildRssFeed } from './rss';
import { registerSecFilingsFeeds } from './rssSecFilings';

const FEED_SIZE = 20;
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

/**
 * /rss.xml, /hk/rss.xml and /en/rss.xml: the newest corporate news of each language, read from
 * the content API in the same process; and the SEC filings' feeds (rssSecFilings.ts).
 */
export async function registerRssRoutes(app: FastifyInstance, siteUrl: string): Promise<void> {
  for (const lang of LANGS) {
    registerListFeed<MediaItem>(app, {
      path: newsFeedPath(lang),
      list: `media/findPage/1/${FEED_SIZE}`,
      lang,
      contentType: 'application/rss+xml; charset=utf-8',
      unavailable: 'The news feed is unavailable right now.',
      build: (list) =>
        buildRssFeed({
          lang,
          siteUrl,
          // A library picture travels as its 960-px JPEG (every feed reader shows a JPEG).
          items: list.map(({ id, title, summary, date, imageUrl, picture }) => ({ id, title, summary, date, imageUrl: picture ? pictureVariantUrl(picture, pictureFallbackWidth(picture.widths), 'jpg') : imageUrl })),
        }),
    });
  }
  // The US SEC filings beside them (issue 23).
  registerSecFilingsFeeds(app, siteUrl);
}
