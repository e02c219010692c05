import type { FastifyInstance } from 'fastify';
import { pictureFallbackWidth, pictureVariantUrl } from '@azi/shared/api/schemas/pictures';
import type { MediaItem } from '@azi/shared/api/schemas/content';
import { LANGS } from '@azi/shared/i18n/languages';
import { newsFeedPath } from '@azi/shared/routing/feedPaths';
import { registerJobsFeeds } from './jobsFeed';
import { registerListFeed } from './listFeed';
import { buildRssFeed } from './rss';
import { registerSecFilingsFeeds } from './rssSecFilings';

const FEED_SIZE = 20;

/**
 * /rss.xml, /hk/rss.xml and /en/rss.xml: the newest corporate news of each language, read from
 * the content API in the same process; and the SEC filings' feeds (rssSecFilings.ts) and the job
 * openings' (jobsFeed.ts).
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
          items: list.map(({ id, title, summary, date, imageUrl, picture }) => ({
            id,
            title,
            summary,
            date,
            imageUrl: picture ? pictureVariantUrl(picture, pictureFallbackWidth(picture.widths), 'jpg') : imageUrl,
          })),
        }),
    });
  }
  // The US SEC filings beside them (issue 23), and the open job openings (issue 56).
  registerSecFilingsFeeds(app, siteUrl);
  registerJobsFeeds(app, siteUrl);
}
