/**
 * @jest-environment jsdom
 */
// jsdom only for its DOMParser: a real XML parser that rejects a malformed feed.
import { buildRssFeed, type RssFeedItem } from './rss';

const SITE = 'https://www.example.com/';

const items: RssFeedItem[] = [
  {
    id: 12,
    title: 'Autozi & partners <launch> a store',
    summary: 'Parts & service for stores <b>nationwide</b>',
    date: '2026-11-20',
    imageUrl: '/api-official-web/assets/news-12.png',
  },
  { id: 11, title: 'Second item', summary: 'Another summary', date: '2026-10-01', imageUrl: '' },
  {
    id: 9,
    title: 'Third item',
    summary: 'With an absolute picture',
    date: '2026-01-01',
    imageUrl: 'https://cdn.example.com/a.jpg?w=1&h=2',
  },
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

const ATOM = 'http://www.w3.org/2005/Atom';

describe('buildRssFeed', () => {
  it('writes a well-formed RSS 2.0 document with one item per news item', () => {
    const doc = parse(buildRssFeed({ lang: 'en', siteUrl: SITE, items }));
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelectorAll('channel')).toHaveLength(1);
    expect(doc.querySelectorAll('channel > item')).toHaveLength(3);
  });

  it.each([
    ['zh', '', '中驰车福 - 企业新闻', 'zh-CN'],
    ['hk', '/hk', '中馳車福 - 企業新聞', 'zh-HK'],
    ['en', '/en', 'Autozi - Corporate News', 'en'],
  ] as const)('links %s readers to the pages of their language', (lang, prefix, title, htmlLang) => {
    const doc = parse(buildRssFeed({ lang, siteUrl: SITE, items }));
    expect(doc.querySelector('channel > title')?.textContent).toBe(title);
    expect(doc.querySelector('channel > description')?.textContent).not.toBe('');
    expect(doc.querySelector('channel > language')?.textContent).toBe(htmlLang);
    expect(doc.querySelector('channel > link')?.textContent).toBe(`https://www.example.com${prefix}/media`);
    expect(Array.from(doc.querySelectorAll('item > link')).map((l) => l.textContent)).toEqual([
      `https://www.example.com${prefix}/mediaDetail?id=12`,
      `https://www.example.com${prefix}/mediaDetail?id=11`,
      `https://www.example.com${prefix}/mediaDetail?id=9`,
    ]);
    const self = doc.getElementsByTagNameNS(ATOM, 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe(`https://www.example.com${prefix}/rss.xml`);
  });

  it('keeps & and < in titles and summaries as text, not markup', () => {
    const doc = parse(buildRssFeed({ lang: 'en', siteUrl: SITE, items }));
    const first = doc.querySelector('item');
    expect(first?.querySelector('title')?.textContent).toBe('Autozi & partners <launch> a store');
    expect(first?.querySelector('description')?.textContent).toBe('Parts & service for stores <b>nationwide</b>');
    expect(first?.querySelector('launch, b')).toBeNull();
  });

  it('stays well-formed when a title tries to close its CDATA section', () => {
    const doc = parse(
      buildRssFeed({
        lang: 'en',
        siteUrl: SITE,
        items: [{ id: 1, title: 'a ]]> b', summary: 's', date: '2026-01-01' }],
      }),
    );
    expect(doc.querySelector('item > title')?.textContent).toBe('a ]]> b');
  });

  it('dates each item at midnight in Beijing and the channel by its newest item', () => {
    const doc = parse(buildRssFeed({ lang: 'zh', siteUrl: SITE, items }));
    expect(doc.querySelector('item > pubDate')?.textContent).toBe('Thu, 19 Nov 2026 16:00:00 GMT');
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Thu, 19 Nov 2026 16:00:00 GMT');
  });

  it('attaches pictures as absolute enclosures with their real type, and none when there is no picture', () => {
    const doc = parse(buildRssFeed({ lang: 'en', siteUrl: SITE, items }));
    const enclosures = Array.from(doc.querySelectorAll('item > enclosure'));
    expect(enclosures.map((e) => [e.getAttribute('url'), e.getAttribute('type')])).toEqual([
      ['https://www.example.com/api-official-web/assets/news-12.png', 'image/png'],
      ['https://cdn.example.com/a.jpg?w=1&h=2', 'image/jpeg'],
    ]);
  });

  it('gives the same feed for the same news, whenever it is built', () => {
    const first = buildRssFeed({ lang: 'hk', siteUrl: SITE, items });
    expect(buildRssFeed({ lang: 'hk', siteUrl: SITE, items })).toBe(first);
  });

  it('writes an empty but valid channel when there is no news', () => {
    const doc = parse(buildRssFeed({ lang: 'en', siteUrl: SITE, items: [] }));
    expect(doc.querySelectorAll('item')).toHaveLength(0);
    expect(doc.querySelector('channel > title')?.textContent).toBe('Autozi - Corporate News');
  });
});
