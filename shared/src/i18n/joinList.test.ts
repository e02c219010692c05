import { joinList } from './joinList';

it('joins a Chinese list with the enumeration comma and an English one with commas', () => {
  expect(joinList('zh', ['新闻稿', '公告'])).toBe('新闻稿、公告');
  expect(joinList('hk', ['新聞稿', '公告'])).toBe('新聞稿、公告');
  expect(joinList('en', ['Press releases', 'Announcements'])).toBe('Press releases, Announcements');
});
