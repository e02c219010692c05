/**
 * Issue 54: what investors and journalists type finds the page, section or document they mean,
 * on the seeded site with every remote's declared text, in the languages where it was tried.
 */
import { indexDeclaredText } from '../helpers/declaredSearchText';
import { API, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import type { SiteSearchHandle } from '../../src/search/siteSearch';

type Hit = {
  kind: string;
  source: string;
  id?: number;
  page?: string;
  anchor?: string;
  title: string;
  date?: string;
  datePrecision?: string;
  also?: { source: string }[];
  excerpt: { text: string; hit?: boolean }[];
};
type Answer = { total: number; everyKind: number; suggestion?: string; list: Hit[] };

describe.each(DATABASE_TARGETS)('search finds what people type on %s', (target) => {
  let t: TestApp;
  let handle: SiteSearchHandle | undefined;
  beforeAll(async () => {
    t = await startTestApp(target, { searchLimitPerMinute: 10_000, onSearch: (search) => (handle = search) });
    await indexDeclaredText(handle!);
  });
  afterAll(async () => t.close());

  const search = async (q: string, lang: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/search?${new URLSearchParams({ q, lang })}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as Answer;
  };
  const place = (hit: Hit | undefined) => (hit ? `${hit.page ?? hit.source}#${hit.anchor ?? ''}` : 'nothing');

  it('finds the investor page\'s share-price section first for 股价, 股價 and "share price"', async () => {
    expect(place((await search('股价', 'zh')).list[0])).toBe('investor#gpxx');
    expect(place((await search('股價', 'hk')).list[0])).toBe('investor#gpxx');
    expect(place((await search('share price', 'en')).list[0])).toBe('investor#gpxx');
    expect(place((await search('stock price', 'en')).list[0])).toBe('investor#gpxx');
  });

  it('finds the job list for careers and career', async () => {
    expect((await search('careers', 'en')).list.slice(0, 3).map(place)).toContain('job_list#');
    expect((await search('career', 'en')).list.slice(0, 3).map(place)).toContain('job_list#');
  });

  it('finds the financial reports archive first for 财报 and 財報', async () => {
    expect(place((await search('财报', 'zh')).list[0])).toBe('investor_list3#');
    expect(place((await search('財報', 'hk')).list[0])).toBe('investor_list3#');
  });

  it('finds the investor page first for IR in every language', async () => {
    for (const lang of ['zh', 'hk', 'en']) expect(place((await search('IR', lang)).list[0])).toBe('investor#');
  });

  it('finds on /hk with 汽车 what 汽車 finds, shown in traditional characters', async () => {
    const simplified = await search('汽车', 'hk');
    const traditional = await search('汽車', 'hk');
    expect(simplified.total).toBeGreaterThan(0);
    expect(simplified.list.map(place)).toEqual(traditional.list.map(place));
    expect(simplified.list[0]!.excerpt.filter((part) => part.hit).map((part) => part.text)).toContain('汽車');
  });

  it('shows a year-only item with its year and lists the same 20-F once, the other archives folded', async () => {
    const answer = await search('20-F', 'en');
    const fy2025 = answer.list.filter((hit) => hit.title === 'Annual report for fiscal year 2025 (Form 20-F)');
    expect(fy2025).toHaveLength(1);
    expect(fy2025[0]).toMatchObject({ date: '2026-01-01', datePrecision: 'year' });
    expect(fy2025[0]!.also!.map((other) => other.source).sort()).toEqual([
      'financialReport',
      'investorCalendar',
      'investorNews',
      'quarterlyAchievement',
    ]);
    const marked = answer.list.flatMap((hit) => hit.excerpt.filter((part) => part.hit).map((part) => part.text));
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(['20-F']));
  });

  it('offers the indexed word one edit away when nothing was found', async () => {
    const typo = await search('nasdak', 'en');
    expect(typo.total).toBe(0);
    expect(typo.suggestion).toBe('nasdaq');
    expect((await search('供应连', 'zh')).suggestion).toBe('供应链');
  });
});
