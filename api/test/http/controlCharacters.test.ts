import { API, adminHeaders, form, newCaptchaId, startTestApp, validLead, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const trilingual = (text: string) => ({ zh: text, hk: text, en: text });

describe.each(DATABASE_TARGETS)('control characters in text inputs on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  const refusal = (field: string) => ({
    code: 400,
    message: `Invalid parameter: ${field} contains a control character that is not allowed`,
    errors: { [field]: 'controlCharacter' },
  });

  it.each([
    ['a NUL in a list keyword', 'media/findPage/1/10?lang=en&keyword=a%00b', 'keyword'],
    ['a line feed in a list keyword', 'notice/findPage/1/10?lang=en&keyword=a%0Ab', 'keyword'],
    ['a tab in a list keyword', 'investorNews/findPage/1/10?lang=en&keyword=%09', 'keyword'],
    ['a NUL in the year', 'media/findPage/1/10?lang=en&year=2025%00', 'year'],
    ['a NUL in the page number', 'banner/findPage/%00/10?lang=en', 'pageNo'],
    ['an escape in the report type', 'financialReport/findPage/1/10?lang=en&type=annual%1B', 'type'],
    ['a NUL in an article id', 'media/getById?lang=en&id=1%00', 'id'],
    ['a NUL in an unknown parameter', 'americaNotice/findPage/1/10?lang=en&utm=%00', 'utm'],
  ])('refuses %s with a 400 naming the field', async (_name, url, field) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(field));
  });

  it('answers in the visitor language', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/media/findPage/1/10?keyword=%00` });
    expect(response.json().message).toBe('参数不正确: keyword 含有不允许的控制字符');
  });

  it('refuses a body nested far deeper than any form with a 400, not a crash', async () => {
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/clueManage/save?lang=en`,
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });

  describe('in the contact form', () => {
    const save = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${API}/clueManage/save`, ...form(fields) });

    it.each([
      ['a NUL in the name', 'name', 'Li\u0000Hua'],
      ['a line feed in the name', 'name', 'Li\nHua'],
      ['a bell in the message', 'content', 'Hello\u0007'],
      ['a NUL in the captcha code', 'captchaCode', 'k7m2\u0000'],
    ])('refuses %s with a 400 naming the field', async (_name, field, value) => {
      const response = await save({ ...validLead(await newCaptchaId(t.app)), lang: 'en', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    });

    it('keeps line breaks and tabs in the message, which may span lines', async () => {
      const content = 'First line\r\nSecond line\n\tIndented';
      const response = await save({ ...validLead(await newCaptchaId(t.app)), content });
      expect(response.statusCode).toBe(200);
      const leads = (
        await t.app.inject({ method: 'GET', url: `${API}/admin/clues?pageSize=1`, headers: adminHeaders })
      ).json().data.list;
      expect(leads[0].content).toBe(content);
    });
  });

  describe('in the admin routes', () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${API}/admin/media`, headers: adminHeaders, payload });
    const article = {
      title: trilingual('Title'),
      date: '2026-11-22',
      imageUrl: '/api-official-web/assets/media-company.svg',
      body: trilingual('<p>Body</p>'),
    };

    it.each([
      ['a NUL in a title', { title: { ...trilingual('Title'), zh: '标题\u0000' } }, 'title.zh'],
      ['a line feed in a title', { title: { ...trilingual('Title'), en: 'Two\nlines' } }, 'title.en'],
      ['an escape in a summary', { summary: { ...trilingual('Summary'), hk: '摘要\u001b[31m' } }, 'summary.hk'],
      ['a NUL in an article body', { body: { ...trilingual('<p>Body</p>'), en: '<p>\u0000</p>' } }, 'body.en'],
      ['a NUL in a link', { imageUrl: '/api-official-web/assets/\u0000.svg' }, 'imageUrl'],
    ])('refuses %s with a 400 naming the field', async (_name, change, field) => {
      const response = await post({ ...article, ...change, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, errors: { [field]: 'controlCharacter' } });
    });

    it('keeps line breaks and tabs in summaries and article bodies', async () => {
      const body = { ...trilingual('<p>One</p>\r\n\t<p>Two</p>') };
      const created = await post({ ...article, summary: trilingual('Line one\nLine two'), body });
      expect(created.statusCode).toBe(201);
      const read = await t.app.inject({
        method: 'GET',
        url: `${API}/media/getById?lang=en&id=${created.json().data.id as number}`,
      });
      expect(read.json().data.body).toContain('<p>One</p>');
      expect(read.json().data.summary).toBe('Line one\nLine two');
    });

    it('refuses a NUL in the leads query', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/admin/clues?lang=en&since=2026-11-01%00`,
        headers: adminHeaders,
      });
      expect(response.json()).toEqual(refusal('since'));
    });
  });
});
