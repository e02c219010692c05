import { jobsFeedPath, newsFeedPath, secFeedPath } from './feedPaths';

test('one news feed and one SEC feed per language, under the language prefix (none for zh)', () => {
  expect([newsFeedPath('zh'), newsFeedPath('hk'), newsFeedPath('en')]).toEqual([
    '/rss.xml',
    '/hk/rss.xml',
    '/en/rss.xml',
  ]);
  expect([secFeedPath('zh'), secFeedPath('hk'), secFeedPath('en')]).toEqual([
    '/sec-filings.xml',
    '/hk/sec-filings.xml',
    '/en/sec-filings.xml',
  ]);
});

test('the job openings in RSS and Atom per language, beside the other feeds', () => {
  expect([jobsFeedPath('zh', 'rss'), jobsFeedPath('hk', 'atom'), jobsFeedPath('en', 'rss')]).toEqual([
    '/jobs.xml',
    '/hk/jobs.atom',
    '/en/jobs.xml',
  ]);
});
