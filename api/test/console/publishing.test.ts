/**
 * Drafts, completeness and scheduled publishing: the public API shows an item from its
 * publish_at on, not a second before, whatever it had cached; the preview shows it before.
 */
import { nextScheduledPublish } from '../../src/content/publishSchedule';
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import {
  emailOf,
  signIn,
  startConsoleApp,
  trilingual,
  type ConsoleTestApp,
  type SignedIn,
} from '../helpers/consoleSession';

describe.each(DATABASE_TARGETS)('drafts and scheduled publishing on %s', (target) => {
  let t: ConsoleTestApp;
  let ir: SignedIn;
  let media: SignedIn;
  beforeAll(async () => {
    // The response cache stays on (5 s): it must not outlive a scheduled moment either.
    t = await startConsoleApp(target, { listCacheMs: 5000 });
  });
  // The clock jumps hours ahead in some tests: fresh sessions for each.
  beforeEach(async () => {
    ir = await signIn(t.app, emailOf('ir'));
    media = await signIn(t.app, emailOf('media'));
  });
  afterAll(async () => t.close());

  const publicList = async (segment: string, query = 'lang=en') => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/${segment}/findPage/1/50?${query}` });
    return {
      ids: (response.json().data.list as { id: number }[]).map((r) => r.id),
      years: response.json().data.years as number[],
      cacheControl: response.headers['cache-control'],
    };
  };

  it('keeps a draft off the public API, and shows it in the preview as the public API would', async () => {
    const body = {
      title: trilingual('Draft article'),
      date: '2026-11-23',
      imageUrl: '/api-official-web/assets/media-company.svg',
      body: { zh: '<p>正文</p>', hk: '<p>正文</p>', en: '<p>Body<script>x()</script></p>' },
      status: 'draft',
    };
    const id = (await media.inject('POST', 'admin/media', body)).json().data.id as number;
    expect((await publicList('media')).ids).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `${API}/media/getById?id=${id}` })).statusCode).toBe(404);
    const preview = await media.inject('GET', `admin/media/${id}/preview?lang=en`);
    // Newer than every seeded article: it would head the list, above the newest live one.
    const newest = (await publicList('media')).ids[0];
    expect(preview.json().data).toEqual({
      id,
      title: 'Draft article',
      summary: '',
      date: '2026-11-23',
      datePrecision: 'day',
      updatedAt: expect.any(String),
      imageUrl: '/api-official-web/assets/media-company.svg',
      picture: null,
      body: '<p>Body</p>',
      previous: null,
      next: { id: newest, title: expect.any(String) },
    });
    const item = (await media.inject('GET', `admin/media/${id}`)).json().data;
    expect(item).toMatchObject({
      id,
      status: 'draft',
      state: 'draft',
      missingLanguages: [],
      title: trilingual('Draft article'),
    });
    expect((await media.inject('POST', `admin/media/${id}/publish`, {})).statusCode).toBe(200);
    expect((await publicList('media')).ids).toContain(id);
    expect((await media.inject('POST', `admin/media/${id}/unpublish`)).statusCode).toBe(200);
    expect((await publicList('media')).ids).not.toContain(id);
  });

  it('publishes a draft with its save in one request: public from now, one audit row', async () => {
    const draft = { title: trilingual('Saved and published'), date: '2026-11-24', status: 'draft' };
    const id = (await ir.inject('POST', 'admin/notice', draft)).json().data.id as number;
    t.clock.now += 60_000;
    const saved = await ir.inject('PUT', `admin/notice/${id}`, {
      ...draft,
      title: trilingual('Saved and published, edited'),
      status: 'published',
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicList('notice')).ids).toContain(id);
    const item = (await ir.inject('GET', `admin/notice/${id}`)).json().data;
    expect(item).toMatchObject({ status: 'published', state: 'live' });
    // From the save's moment (the draft's own publishAt was a minute earlier), to the second.
    expect(Math.abs(Date.parse(item.publishAt as string) - t.clock.now)).toBeLessThan(1000);
    const admin = await signIn(t.app, emailOf('admin'));
    const audit = (await admin.inject('GET', 'admin/audit?pageSize=50')).json().data.list as {
      action: string;
      targetId: string;
      contentType: string;
    }[];
    expect(
      audit
        .filter((entry) => entry.contentType === 'notice' && entry.targetId === String(id))
        .map((entry) => entry.action),
    ).toEqual(['content.update', 'content.create']);
  });

  it('refuses to publish an item whose zh, hk or en text is missing, and says which', async () => {
    const draft = {
      title: { zh: '公告', hk: '', en: 'Notice' },
      summary: { zh: '摘要', hk: '摘要', en: '' },
      date: '2026-11-23',
      status: 'draft',
    };
    const id = (await ir.inject('POST', 'admin/notice', draft)).json().data.id as number;
    expect((await ir.inject('GET', `admin/notice/${id}`)).json().data.missingLanguages).toEqual(['hk', 'en']);
    const refused = await ir.inject('POST', `admin/notice/${id}/publish?lang=en`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 400,
      message: 'Cannot publish: the texts are incomplete in hk, en',
      errors: { 'title.hk': 'missingLanguage', 'summary.en': 'missingLanguage' },
    });
    const created = await ir.inject('POST', 'admin/notice?lang=zh', { ...draft, status: 'published' });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('无法发布：以下语言的内容不完整：hk, en');
    expect(
      (await ir.inject('GET', 'admin/notice?state=draft')).json().data.list.map((r: { id: number }) => r.id),
    ).toEqual([id]);
  });

  it("takes pictures from this site only (the pages' CSP would block any other origin)", async () => {
    const article = {
      title: trilingual('Picture check'),
      date: '2026-11-23',
      body: trilingual('<p>Body</p>'),
      status: 'draft',
    };
    for (const imageUrl of ['https://cdn.example.com/a.png', '//cdn.example.com/a.png', 'javascript:alert(1)']) {
      expect((await media.inject('POST', 'admin/media', { ...article, imageUrl })).statusCode).toBe(400);
    }
    expect(
      (
        await media.inject('POST', 'admin/media', {
          ...article,
          imageUrl: '/api-official-web/assets/media-company.svg',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('filters lists by language completeness across every page, by the same rules as publishing', async () => {
    const unique = `Completeness ${Date.now()}`;
    const make = async (
      title: { zh: string; hk: string; en: string },
      summary?: { zh: string; hk: string; en: string },
    ) =>
      (
        await ir.inject('POST', 'admin/notice', {
          title,
          ...(summary ? { summary } : {}),
          date: '2026-11-23',
          status: 'draft',
        })
      ).json().data.id as number;
    const complete = await make(trilingual(`${unique} A`));
    const noHk = await make({ zh: `${unique} B`, hk: '  ', en: `${unique} B` });
    const tagOnly = await make({ zh: `${unique} C`, hk: `${unique} C`, en: '<p>&nbsp;</p>' });
    const summaryGap = await make(trilingual(`${unique} D`), { zh: '摘要', hk: '摘要', en: '' });
    const ids = async (languages: string) =>
      (
        (
          await ir.inject(
            'GET',
            `admin/notice?keyword=${encodeURIComponent(unique)}&languages=${languages}&pageSize=100`,
          )
        ).json().data.list as { id: number }[]
      )
        .map((r) => r.id)
        .sort();
    expect(await ids('complete')).toEqual([complete]);
    expect(await ids('incomplete')).toEqual([noHk, tagOnly, summaryGap].sort());
    for (const id of [noHk, tagOnly, summaryGap])
      expect((await ir.inject('GET', `admin/notice/${id}`)).json().data.missingLanguages.length).toBeGreaterThan(0);
    expect((await ir.inject('GET', 'admin/notice?languages=some')).statusCode).toBe(400);
  });

  it('shows a scheduled item from its publish_at on: absent one second before, present one second after', async () => {
    const publishAt = new Date(Math.floor(t.clock.now / 1000) * 1000 + 60 * 60_000);
    const report = {
      title: trilingual('Annual report FY2030'),
      date: '2030-01-15',
      reportType: 'annual',
      status: 'published',
      publishAt: publishAt.toISOString(),
    };
    const id = (await ir.inject('POST', 'admin/financialReport', report)).json().data.id as number;
    expect((await ir.inject('GET', `admin/financialReport/${id}`)).json().data).toMatchObject({
      status: 'published',
      state: 'scheduled',
      publishAt: publishAt.toISOString().replace('.000Z', 'Z'),
    });
    expect(nextScheduledPublish()).toBe(publishAt.getTime());

    t.clock.now = publishAt.getTime() - 1000;
    const before = await publicList('financialReport');
    expect(before.ids).not.toContain(id);
    expect(before.years).not.toContain(2030);
    // No browser or proxy may keep this list past the moment.
    expect(before.cacheControl).toBe('public, max-age=1');
    // Cached now (5 s), but the moment comes first.
    expect((await publicList('financialReport')).ids).not.toContain(id);

    t.clock.now = publishAt.getTime() + 1000;
    const after = await publicList('financialReport');
    expect(after.ids).toContain(id);
    expect(after.years).toContain(2030);
    expect((await publicList('financialReport', 'lang=en&type=annual')).ids).toContain(id);
    // Saved an hour before, changed for the public at its moment: that is when it says it changed.
    const listed = (await t.app.inject({ method: 'GET', url: `${API}/financialReport/findPage/1/50?lang=en` })).json()
      .data.list as { id: number; updatedAt: string }[];
    expect(listed.find((item) => item.id === id)?.updatedAt).toBe(publishAt.toISOString().replace('.000Z', 'Z'));
  });

  it('reschedules with publish, and the next moment follows', async () => {
    const id = (
      await ir.inject('POST', 'admin/quarterlyAchievement', {
        title: trilingual('Q1 results'),
        date: '2031-02-01',
        fiscalYear: 2031,
        fiscalPeriod: 'Q1',
        status: 'draft',
      })
    ).json().data.id as number;
    const at = new Date(t.clock.now + 10 * 60_000);
    expect(
      (await ir.inject('POST', `admin/quarterlyAchievement/${id}/publish`, { publishAt: at.toISOString() })).statusCode,
    ).toBe(200);
    expect(nextScheduledPublish()).toBe(at.getTime());
    const last = async () =>
      (
        await t.app.inject({ method: 'GET', url: `${API}/quarterlyAchievement/lastQuarterlyAchievement?lang=en` })
      ).json().data as { id: number } | null;
    t.clock.now = at.getTime() - 1000;
    expect((await last())?.id).not.toBe(id);
    t.clock.now = at.getTime() + 1000;
    expect((await last())?.id).toBe(id);
    // Nothing else is scheduled: once the moment has passed and been re-read, it is no longer the
    // next one. What may remain is a phase change of the seeded calendar (issue 53: the FY2025 20-F,
    // dated only by its year, is over at the end of that year in Beijing), always later.
    nextScheduledPublish();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = nextScheduledPublish();
    expect(next === undefined || next > at.getTime()).toBe(true);
  });

  it('audits every change with who, what and a summary', async () => {
    const id = (
      await ir.inject('POST', 'admin/americaNotice', {
        title: trilingual('6-K'),
        date: '2026-11-23',
        formType: '6-K',
        linkUrl: 'https://www.sec.gov/',
      })
    ).json().data.id as number;
    await ir.inject('PUT', `admin/americaNotice/${id}`, {
      title: { ...trilingual('6-K'), en: '6-K (amended)' },
      date: '2026-11-23',
      formType: '6-K/A',
      linkUrl: 'https://www.sec.gov/',
    });
    await ir.inject('DELETE', `admin/americaNotice/${id}`);
    const admin = await signIn(t.app, emailOf('admin'));
    const entries = (await admin.inject('GET', `admin/audit?contentType=americaNotice&targetId=${id}`)).json().data;
    expect(entries.total).toBe(3);
    expect(entries.list).toEqual([
      expect.objectContaining({
        actor: 'ir@example.com',
        action: 'content.delete',
        targetId: String(id),
        clientIp: '127.0.0.1',
      }),
      expect.objectContaining({ action: 'content.update', summary: '"6-K (amended)": title.en, formType' }),
      expect.objectContaining({ action: 'content.create', summary: expect.stringContaining('"6-K", published') }),
    ]);
  });
});
