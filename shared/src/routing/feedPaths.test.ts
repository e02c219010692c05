import { newsFeedPath, secFeedPath } from './feedPaths';

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
