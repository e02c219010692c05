import { HtmlCache, htmlCacheKey } from './htmlCache';

it('keys a page by URL, registry generation and content version', () => {
  const base = htmlCacheKey('/en/media?page=2', '{"mfe_media":"/remotes/mfe_media/1/"}', 3);
  expect(htmlCacheKey('/en/media?page=3', '{"mfe_media":"/remotes/mfe_media/1/"}', 3)).not.toBe(base);
  expect(htmlCacheKey('/en/media?page=2', '{"mfe_media":"/remotes/mfe_media/2/"}', 3)).not.toBe(base);
  expect(htmlCacheKey('/en/media?page=2', '{"mfe_media":"/remotes/mfe_media/1/"}', 4)).not.toBe(base);
  expect(htmlCacheKey('/en/media?page=2', '{"mfe_media":"/remotes/mfe_media/1/"}', 3)).toBe(base);
});

it('forgets pages past their age and the least recently used beyond its size', () => {
  let now = 0;
  const cache = new HtmlCache(2, 1000, () => now);
  cache.set('a', { status: 200, html: 'A' });
  cache.set('b', { status: 200, html: 'B' });
  expect(cache.get('a')?.html).toBe('A');
  cache.set('c', { status: 200, html: 'C' });
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')?.html).toBe('A');
  now = 1001;
  expect(cache.get('c')).toBeUndefined();
});

it('serves no page from the moment the next scheduled item goes public', () => {
  let now = 0;
  const cache = new HtmlCache(10, 30_000, () => now);
  cache.set('list', { status: 200, html: 'before' }, 5_000);
  now = 4_999;
  expect(cache.get('list')?.html).toBe('before');
  now = 5_000;
  expect(cache.get('list')).toBeUndefined();
  // Drawn while a moment already passed (its refresh still running): not kept at all.
  cache.set('list', { status: 200, html: 'racing' }, 4_000);
  expect(cache.get('list')).toBeUndefined();
});
