import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { JobItem } from '@azi/shared/api/schemas/job';
import { buildJobsFeed } from './jobsFeed';
import { registerRssRoutes } from './rssRoutes';

const SITE = 'https://www.example.com';

const opening = (id: number, extra: Partial<JobItem> = {}): JobItem => ({
  id,
  title: `Analyst <${id}>`,
  summary: 'Keep the books & more',
  date: '2026-11-20',
  datePrecision: 'day',
  updatedAt: '2026-11-25T03:00:00Z',
  category: 'finance',
  city: 'beijing',
  employmentType: 'FULL_TIME',
  headcount: 1,
  applyTo: '',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'CNY',
  salaryUnit: 'MONTH',
  validThrough: null,
  ...extra,
});

describe('the job openings feeds', () => {
  let app: FastifyInstance;
  let list: JobItem[] = [];
  const asked: string[] = [];
  beforeAll(async () => {
    app = Fastify();
    // The content API as the site server mounts it: the open openings, as the list gives them.
    for (const kind of ['media', 'americaNotice', 'job'])
      app.get(`${API_PREFIX}/${kind}/findPage/:pageNo/:pageSize`, async (request) => {
        asked.push(request.url);
        const items = kind === 'job' ? list : [];
        return { code: 200, message: 'ok', data: { list: items, total: items.length } };
      });
    await registerRssRoutes(app, SITE);
  });
  afterAll(async () => app.close());

  it('serves each language its open openings as RSS and as Atom, each entry linking its page', async () => {
    list = [opening(9), opening(2, { category: 'legal' })];
    const rss = await app.inject('/hk/jobs.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers['cache-control']).toBe('public, max-age=300');
    expect(asked.at(-1)).toBe(`${API_PREFIX}/job/findPage/1/50?lang=hk`);
    expect(rss.body).toContain(`<link>${SITE}/hk/job_detail?id=9</link>`);
    expect(rss.body).toContain('<title>中馳車福 - 招聘職位</title>');
    expect(rss.body).toContain('<category>法務</category>');
    const atom = await app.inject('/en/jobs.atom');
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(atom.body).toContain(`<link href="${SITE}/en/job_detail?id=2"/>`);
    expect(atom.body).toContain(`<link rel="self" href="${SITE}/en/jobs.atom"/>`);
    expect((await app.inject('/jobs.xml')).statusCode).toBe(200);
    expect(asked.at(-1)).toBe(`${API_PREFIX}/job/findPage/1/50?lang=zh`);
  });

  it('says the day an opening closes (in Beijing), and in Atom when it last changed and when it was posted', () => {
    // Midnight in Beijing ends the 31st: that is the last day to apply.
    const closing = opening(4, { validThrough: '2026-12-31T16:00:00Z' });
    expect(buildJobsFeed('en', 'rss', SITE, [closing])).toContain(
      'Keep the books &amp; more Applications close on 2026-12-31 (Beijing time)',
    );
    expect(buildJobsFeed('zh', 'rss', SITE, [closing])).toContain('申请截止日期：2026-12-31（北京时间）');
    const atom = buildJobsFeed('en', 'atom', SITE, [closing]);
    expect(atom).toContain('<updated>2026-11-25T03:00:00.000Z</updated>');
    expect(atom).toContain('<published>2026-11-19T16:00:00.000Z</published>');
    expect(buildJobsFeed('en', 'rss', SITE, [opening(5)])).not.toContain('Applications close');
  });

  it("shows HR's words as text, never as markup", () => {
    const rss = buildJobsFeed('en', 'rss', SITE, [opening(6)]);
    expect(rss).toContain('Analyst &lt;6&gt;');
    expect(rss).not.toContain('<6>');
  });

  it('is the same feed for the same openings, and an empty one when none is open', () => {
    list = [opening(3)];
    expect(buildJobsFeed('en', 'atom', SITE, list)).toBe(buildJobsFeed('en', 'atom', SITE, list));
    expect(buildJobsFeed('en', 'rss', SITE, [])).not.toContain('<item>');
  });
});
