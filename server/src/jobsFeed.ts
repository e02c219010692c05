/**
 * The open job openings (issue 56) as feeds, one per language and format: RSS 2.0 at /jobs.xml
 * and Atom at /jobs.atom (/hk/…, /en/…). What the public job list gives (a closed opening has left
 * it), each entry linking its page. Neither format has an element for the day an offer ends, so
 * that day is said in the entry's text; Atom's entry also says when the opening last changed.
 * Same caching as the news feeds (listFeed.ts): never kept past a publication or a closing.
 */
import { Feed } from 'feed';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE_MAX } from '@azi/shared/api/schemas/content';
import type { JobItem } from '@azi/shared/api/schemas/job';
import { choiceLabel } from '@azi/shared/content/contentLabels';
import { HTML_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { jobsFeedPath } from '@azi/shared/routing/feedPaths';
import { buildPath } from '@azi/shared/routing/paths';
import { COMPANY_LEGAL_NAME } from '@azi/shared/seo/corporationJsonLd';
import { beijingDay } from '@azi/shared/time/beijingTime';
import { registerListFeed } from './listFeed';
import { escapeHtml } from './pageHtml';
import { publicationDate } from './rss';

export type JobsFeedFormat = 'rss' | 'atom';

/** The longest page the API gives: every open opening, as HR posts tens of them, not hundreds. */
const FEED_SIZE = PAGE_SIZE_MAX;

const WORDS: Record<Lang, { title: string; description: string; closes: (day: string) => string }> = {
  zh: {
    title: '中驰车福 - 招聘职位',
    description: '中驰车福（纳斯达克：AZI）正在招聘的职位',
    closes: (day) => `申请截止日期：${day}（北京时间）`,
  },
  hk: {
    title: '中馳車福 - 招聘職位',
    description: '中馳車福（納斯達克：AZI）正在招聘的職位',
    closes: (day) => `申請截止日期：${day}（北京時間）`,
  },
  en: {
    title: 'Autozi - Job openings',
    description: 'Open positions at Autozi (Nasdaq: AZI)',
    closes: (day) => `Applications close on ${day} (Beijing time)`,
  },
};

const CONTENT_TYPE: Record<JobsFeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** The day an opening closes, in Beijing (its validThrough is the instant it leaves the list). */
function closingDay(validThrough: string | null): string | undefined {
  const at = validThrough ? new Date(validThrough) : undefined;
  return at && !Number.isNaN(at.getTime()) ? beijingDay(new Date(at.getTime() - 1)) : undefined;
}

export function buildJobsFeed(lang: Lang, format: JobsFeedFormat, siteUrl: string, items: readonly JobItem[]): string {
  const origin = new URL(siteUrl).origin;
  const list = `${origin}${buildPath({ lang, layout: 'desktop', page: 'job_list' })}`;
  const words = WORDS[lang];
  const changed = (item: JobItem) => new Date(item.updatedAt ?? `${item.date}T00:00:00+08:00`);
  const newest = items.map(changed).reduce<Date | undefined>((max, at) => (!max || at > max ? at : max), undefined);
  const feed = new Feed({
    title: words.title,
    description: words.description,
    id: list,
    link: list,
    language: HTML_LANG[lang],
    // The newest change, not the clock: the same openings give the same feed.
    updated: newest,
    feedLinks: { [format]: `${origin}${jobsFeedPath(lang, format)}` },
    copyright: COMPANY_LEGAL_NAME,
  });
  for (const item of items) {
    const link = `${origin}${contentItemPath('job', item, lang)}`;
    const closes = closingDay(item.validThrough);
    const category = choiceLabel('job', 'category', item.category, lang);
    // HR's words are text: shown as text, as the pages show them.
    feed.addItem({
      title: escapeHtml(item.title),
      id: link,
      link,
      description: escapeHtml([item.summary, closes && words.closes(closes)].filter(Boolean).join(' ')),
      // Atom: <updated> (this) and <published>; RSS: pubDate is the publication.
      date: changed(item),
      published: publicationDate(item.date),
      ...(category ? { category: [{ name: category, term: item.category }] } : {}),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

export function registerJobsFeeds(app: FastifyInstance, siteUrl: string): void {
  for (const lang of LANGS) {
    for (const format of ['rss', 'atom'] as const) {
      registerListFeed<JobItem>(app, {
        path: jobsFeedPath(lang, format),
        list: `job/findPage/1/${FEED_SIZE}`,
        lang,
        contentType: CONTENT_TYPE[format],
        unavailable: 'The job openings feed is unavailable right now.',
        build: (list) => buildJobsFeed(lang, format, siteUrl, list),
      });
    }
  }
}
