import { buildSecFilingsFeed } from './rssSecFilings';

const filing = {
  id: 7,
  title: 'Form 4: statement of changes in beneficial ownership of securities, 2026-02-20',
  summary: 'Period of report: 2026-02-18',
  date: '2026-02-20',
  datePrecision: 'day' as const,
  formType: '4',
  category: 'insider' as const,
  accessionNumber: '0001959726-26-000004',
  filingDate: '2026-02-20',
  reportDate: '2026-02-18',
  primaryDocument: 'xslF345X05/wk-form4.xml',
  primaryDocDescription: '',
  linkUrl: 'https://www.sec.gov/Archives/edgar/data/1959726/000195972626000004/xslF345X05/wk-form4.xml',
  indexUrl: 'https://www.sec.gov/Archives/edgar/data/1959726/000195972626000004/0001959726-26-000004-index.htm',
};

test('each filing links its document on sec.gov', () => {
  const xml = buildSecFilingsFeed('en', 'https://www.example.org/', [filing]);
  expect(xml).toContain('<title>Autozi - US SEC filings</title>');
  expect(xml).toContain('<link>https://www.example.org/en/investor_list5</link>');
  expect(xml).toContain('<guid isPermaLink="false">0001959726-26-000004</guid>');
  expect(xml).toContain(filing.linkUrl);
  expect(xml).toContain('<pubDate>Fri, 20 Feb 2026 12:00:00 GMT</pubDate>');
  expect(buildSecFilingsFeed('zh', 'https://www.example.org', [])).toContain(
    '<link>https://www.example.org/investor_list5</link>',
  );
});

test('EDGAR words reach readers as text: markup in a title or description is escaped, and cannot close the CDATA', () => {
  const hostile = {
    ...filing,
    title: 'Form X <b>bold</b>',
    summary: 'Period <img src=x onerror=alert(1)> ]]><script>alert(2)</script>',
  };
  const xml = buildSecFilingsFeed('en', 'https://www.example.org', [hostile]);
  expect(xml).toContain(
    '<description><![CDATA[Period &lt;img src=x onerror=alert(1)&gt; ]]&gt;&lt;script&gt;alert(2)&lt;/script&gt;]]></description>',
  );
  expect(xml).toContain('<title><![CDATA[Form X &lt;b&gt;bold&lt;/b&gt;]]></title>');
  expect(xml).not.toMatch(/<script|<img/);
});

test('a filing known only to the year or month gets no pubDate rather than an invented day, and stays in the feed', () => {
  const annual = {
    ...filing,
    id: 8,
    title: 'Annual report for fiscal year 2025 (Form 20-F)',
    date: '2026-01-01',
    datePrecision: 'year' as const,
    accessionNumber: null,
    filingDate: null,
    reportDate: null,
  };
  const interim = {
    ...annual,
    id: 9,
    title: 'Results for the first half of fiscal year 2025 (Form 6-K)',
    date: '2025-09-01',
    datePrecision: 'month' as const,
  };
  const xml = buildSecFilingsFeed('en', 'https://www.example.org', [annual, interim, filing]);
  const items = xml.split('<item>').slice(1);
  expect(items).toHaveLength(3);
  expect(items[0]).toContain('Annual report for fiscal year 2025');
  expect(items[0]).not.toContain('<pubDate>');
  expect(items[1]).not.toContain('<pubDate>');
  expect(items[2]).toContain('<pubDate>Fri, 20 Feb 2026 12:00:00 GMT</pubDate>');
  expect(xml).not.toContain('2026 00:00:00');
  expect(xml).not.toMatch(/01 Jan 2026|01 Sep 2025/);
  // The channel's date is the newest real filing date.
  expect(xml).toContain('<lastBuildDate>Fri, 20 Feb 2026 12:00:00 GMT</lastBuildDate>');
});
