import { jsonForScript } from './pageHtml';

it('keeps JSON from closing its script element', () => {
  const text = jsonForScript({ note: '</script><script>alert(1)</script> & <!--' });
  expect(text).not.toMatch(/<|>|&/);
  expect(JSON.parse(text)).toEqual({ note: '</script><script>alert(1)</script> & <!--' });
});

import type { Lang } from '@azi/shared/i18n/languages';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { printOriginStyle, renderPageHtml, withoutStylesheetLinks } from './pageHtml';

const MINIFIED =
  '<!doctype html><html lang=zh-CN><head><meta charset=utf-8><title>x</title><meta name=description content></head><body><div id=root></div><script defer src=/main.js></script></body></html>';

describe('renderPageHtml', () => {
  const page = (layout: 'desktop' | 'mobile', extra: Partial<Parameters<typeof renderPageHtml>[0]> = {}) =>
    renderPageHtml({
      template: MINIFIED,
      lang: 'en',
      address: { lang: 'en', layout, page: 'investor' },
      siteUrl: 'https://www.example.com',
      ...extra,
    });

  it('fills in language, title and description even in a minified template', () => {
    const html = page('desktop');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Investor Relations | Autozi</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('names the mobile twin of a desktop page for small screens, for Google and Baidu', () => {
    const html = page('desktop');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/en/investor">');
    expect(html).toContain(
      '<link rel="alternate" media="only screen and (max-width: 820px)" href="https://www.example.com/en/mobile/investor">',
    );
    expect(html).toContain(
      '<meta name="mobile-agent" content="format=html5;url=https://www.example.com/en/mobile/investor">',
    );
  });

  it("gives print.css the site's public origin, for print only, on every page", () => {
    const style = '<style media="print">:root{--site-origin:"https://www.example.com"}</style>';
    expect(page('mobile')).toContain(style);
    expect(page('desktop', { address: undefined })).toContain(style);
    expect(page('desktop', { siteUrl: 'https://ir.example.com:8443/base/' })).toContain(
      '<style media="print">:root{--site-origin:"https://ir.example.com:8443"}</style>',
    );
    expect(printOriginStyle('not a url')).toBe('');
  });

  /** The feeds a page links, as "format title path". */
  const feeds = (key: PageKey, lang: Lang) =>
    [
      ...renderPageHtml({
        template: MINIFIED,
        lang,
        address: { lang, layout: 'mobile', page: key },
        siteUrl: 'https://www.example.com',
      }).matchAll(/<link rel="alternate" type="application\/(rss|atom)\+xml" title="([^"]+)" href="([^"]+)">/g),
    ].map(([, format, title, href]) => `${format} ${title} ${href}`);

  it("offers the news feed on every page, and the SEC filings' feed on the investor pages, in the page's language", () => {
    expect(feeds('investor', 'en')).toEqual(['rss Corporate News /en/rss.xml', 'rss SEC Filings /en/sec-filings.xml']);
    expect(feeds('investor_list5', 'zh')).toEqual(['rss 企业新闻 /rss.xml', 'rss 美国证监会文件 /sec-filings.xml']);
    expect(feeds('faq', 'en')).toContain('rss SEC Filings /en/sec-filings.xml');
    expect(feeds('media', 'en')).toEqual(['rss Corporate News /en/rss.xml']);
  });

  it("offers the job openings' feed, RSS and Atom, on the careers pages only", () => {
    expect(feeds('job_list', 'en')).toEqual([
      'rss Corporate News /en/rss.xml',
      'rss Recruitment /en/jobs.xml',
      'atom Recruitment /en/jobs.atom',
    ]);
    expect(feeds('job_detail', 'hk')).toContain('atom 人才招聘 /hk/jobs.atom');
    expect(feeds('employee', 'en')).toContain('rss Recruitment /en/jobs.xml');
  });

  it('gives a mobile twin its desktop page as canonical', () => {
    const html = page('mobile');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/en/investor">');
    expect(html).not.toContain('mobile-agent');
  });

  it('keeps an article id in the canonical URL, and nothing else of the query', () => {
    const html = renderPageHtml({
      template: MINIFIED,
      lang: 'hk',
      address: { lang: 'hk', layout: 'desktop', page: 'mediaDetail' },
      search: new URLSearchParams('id=7&utm_source=x'),
      siteUrl: 'https://www.example.com',
      title: 'An article',
    });
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/hk/mediaDetail?id=7">');
    expect(html).toContain('<title>An article</title>');
  });

  it('writes the id as the page reads it, and keeps no query at all on a list, whatever it is filtered by', () => {
    const canonical = (page: 'mediaDetail' | 'investor_list3' | 'job_list', search: string) =>
      /<link rel="canonical" href="([^"]+)">/.exec(
        renderPageHtml({
          template: MINIFIED,
          lang: 'en',
          address: { lang: 'en', layout: 'mobile', page },
          search: new URLSearchParams(search),
          siteUrl: 'https://www.example.com',
        }),
      )?.[1];
    expect(canonical('mediaDetail', 'utm_source=x&id=0042&r=9')).toBe('https://www.example.com/en/mediaDetail?id=42');
    expect(canonical('mediaDetail', 'id=abc')).toBe('https://www.example.com/en/mediaDetail');
    expect(canonical('investor_list3', 'year=2025&type=annual&utm_campaign=ir')).toBe(
      'https://www.example.com/en/investor_list3',
    );
    expect(canonical('job_list', 'category=legal&q=x')).toBe('https://www.example.com/en/job_list');
  });

  it("drops the template's link to a style sheet it inlines, and keeps the others", () => {
    const linked = MINIFIED.replace(
      '</head>',
      '<link href=/main.1a2b.css rel=stylesheet><link rel="stylesheet" href="/other.css"></head>',
    );
    const template = withoutStylesheetLinks(linked, ['/main.1a2b.css']);
    const html = page('desktop', { template, stylesheets: [{ href: '/main.1a2b.css', css: '.a{color:red}' }] });
    expect(html).toContain('<style data-href="/main.1a2b.css">.a{color:red}</style>');
    expect(html).not.toMatch(/<link[^>]*main\.1a2b\.css/);
    expect(html).toContain('<link rel="stylesheet" href="/other.css">');
  });

  it('puts the rendered page into #root, dollar signs and all', () => {
    expect(page('desktop', { rootHtml: '<h1>$& price</h1>' })).toContain('<div id="root"><h1>$& price</h1></div>');
  });
});

describe('renderPageHtml with text that looks like replacement patterns', () => {
  it("keeps $' and $& in titles, data and the page as they are", () => {
    const html = renderPageHtml({
      template: MINIFIED,
      lang: 'en',
      address: { lang: 'en', layout: 'desktop', page: 'investor_list3' },
      siteUrl: 'https://www.example.com',
      title: "Revenue US$'000 & more",
      bootData: { data: { "keyword US$'000": 1, 'x$&y': 2 } },
      rootHtml: "<h1>HK$'000</h1>",
    });
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><h1>HK$\'000</h1></div>');
    expect(html).toContain('<title>Revenue US$&#39;000 &amp; more</title>');
    const boot = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(boot!)).toEqual({ data: { "keyword US$'000": 1, 'x$&y': 2 } });
  });

  it('keeps a page served with an error status out of the index', () => {
    const html = renderPageHtml({
      template: MINIFIED,
      lang: 'en',
      address: { lang: 'en', layout: 'desktop', page: 'media' },
      siteUrl: 'https://x.example',
      noindex: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>');
  });
});
