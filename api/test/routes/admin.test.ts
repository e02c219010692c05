import {
  API,
  ADMIN_TOKEN,
  adminHeaders,
  form,
  newCaptchaId,
  startTestApp,
  validLead,
  type TestApp,
} from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const trilingual = (en: string) => ({ zh: `${en}（简）`, hk: `${en}（繁）`, en });

const NEW_ROWS: Record<string, Record<string, unknown>> = {
  banner: { imageUrl: '/api-official-web/assets/banner-platform.svg', linkUrl: '/service' },
  media: { imageUrl: '/api-official-web/assets/media-company.svg', body: trilingual('<p>Body</p>') },
  investorNews: { linkUrl: 'https://www.sec.gov/' },
  quarterlyAchievement: { fiscalYear: 2026, fiscalPeriod: 'H1' },
  notice: {},
  financialReport: { reportType: 'otherNews' },
  investorCalendar: {
    kind: 'conferenceCall',
    eventAt: '2026-12-01T12:00:00Z',
    fiscalYear: 2026,
    fiscalPeriod: 'FY',
    linkUrl: '',
  },
  americaNotice: { formType: '6-K', linkUrl: 'https://www.sec.gov/' },
};

describe.each(DATABASE_TARGETS)('admin routes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string | undefined> = adminHeaders,
  ) => t.app.inject({ method, url: `${API}/${url}`, headers, ...(payload ? { payload } : {}) });

  it('refuses requests without the bearer token or with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: ADMIN_TOKEN },
    ]) {
      const response = await inject('GET', 'admin/clues', undefined, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: '未授权' });
    }
  });

  it.each(Object.keys(NEW_ROWS))('creates, updates and deletes %s, visible on the public list', async (segment) => {
    const row = {
      title: trilingual(`New ${segment}`),
      summary: trilingual('Summary'),
      date: '2026-11-22',
      ...NEW_ROWS[segment],
    };
    const created = await inject('POST', `admin/${segment}`, row);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const list = async () =>
      (await inject('GET', `${segment}/findPage/1/50?lang=hk&year=2026`)).json().data.list as {
        id: number;
        title: string;
      }[];
    expect((await list()).find((r) => r.id === id)?.title).toBe(`New ${segment}（繁）`);

    const updated = await inject('PUT', `admin/${segment}/${id}`, { ...row, title: trilingual('Renamed') });
    expect(updated.statusCode).toBe(200);
    expect((await list()).find((r) => r.id === id)?.title).toBe('Renamed（繁）');

    expect((await inject('DELETE', `admin/${segment}/${id}`)).statusCode).toBe(200);
    expect((await list()).find((r) => r.id === id)).toBeUndefined();
    expect((await inject('DELETE', `admin/${segment}/${id}`)).statusCode).toBe(404);
    expect((await inject('PUT', `admin/${segment}/${id}`, row)).statusCode).toBe(404);
  });

  it('gives the Beijing time of a conference call', async () => {
    const created = await inject('POST', 'admin/investorCalendar', {
      title: trilingual('Call'),
      date: '2026-12-01',
      ...NEW_ROWS.investorCalendar,
    });
    const list = (await inject('GET', 'investorCalendar/findPage/1/50?lang=en')).json().data.list as Record<
      string,
      unknown
    >[];
    expect(list.find((e) => e.id === created.json().data.id)).toMatchObject({
      eventAt: '2026-12-01T12:00:00Z',
      beijingTime: '2026-12-01 20:00',
      kind: 'conferenceCall',
    });
  });

  it('removes scripts and unsafe links from news bodies', async () => {
    const body = {
      zh: '<p>好</p><script>alert(1)</script>',
      hk: '<p onclick="x()">好</p>',
      en: '<p><a href="javascript:alert(1)">x</a><img src="https://a.example/x.png" onerror="y()"></p>',
    };
    const created = await inject('POST', 'admin/media', {
      title: trilingual('Safe'),
      date: '2026-11-22',
      imageUrl: '/api-official-web/assets/media-company.svg',
      body,
    });
    const id = created.json().data.id as number;
    const read = async (lang: string) =>
      (await inject('GET', `media/getById?id=${id}&lang=${lang}`)).json().data.body as string;
    expect(await read('zh')).toBe('<p>好</p>');
    expect(await read('hk')).toBe('<p>好</p>');
    expect(await read('en')).toBe('<p><a>x</a><img src="https://a.example/x.png" /></p>');
  });

  it.each([
    ['a missing title', { date: '2026-11-22' }],
    ['a title missing a language', { title: { zh: 'a', en: 'b' }, date: '2026-11-22' }],
    ['a bad date', { title: trilingual('x'), date: '22/11/2026' }],
    ['a javascript: link', { title: trilingual('x'), date: '2026-11-22', linkUrl: 'javascript:alert(1)' }],
  ])('rejects %s with 400', async (_name, payload) => {
    const response = await inject('POST', 'admin/notice', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it('lists leads newest first and exports them as CSV with formula cells defused', async () => {
    const captchaId = await newCaptchaId(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${API}/clueManage/save`,
      ...form(validLead(captchaId, { companyName: '=HYPERLINK("x")' })),
    });
    expect(saved.statusCode).toBe(200);
    const json = (await inject('GET', 'admin/clues?pageSize=1')).json().data;
    expect(json).toMatchObject({
      total: 1,
      pageNo: 1,
      pageSize: 1,
      list: [{ companyName: '=HYPERLINK("x")', createdAt: expect.stringMatching(/Z$/) }],
    });
    const csv = await inject('GET', 'admin/clues?format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    // The byte-order mark first, or Excel reads the UTF-8 as the local code page and garbles Chinese.
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFid,createdAt,type,companyName,name,position,telephone,email,content,lang,clientIp,review',
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('admin routes without ADMIN_TOKEN', () => {
  it('exist for console sessions, and no bearer opens them', async () => {
    const t = await startTestApp('pglite', { adminToken: '' });
    try {
      const response = await t.app.inject({ method: 'GET', url: `${API}/admin/clues`, headers: adminHeaders });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
