import { API, adminHeaders, form, newCaptchaId, startTestApp, validLead, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { atStartOfWindow, WINDOW_WAIT_TIMEOUT_MS } from '../helpers/rateLimitWindow';

describe.each(DATABASE_TARGETS)('the contact form and its captcha on %s', (target) => {
  let t: TestApp;
  let address = 0;
  // A fresh client address per test keeps rate limits of one test out of the next.
  const nextAddress = () => `10.1.0.${++address}`;
  beforeAll(async () => {
    t = await startTestApp(target, { leadLimitPerMinute: 5, captchaLimitPerMinute: 30 });
  });
  afterAll(async () => t.close());

  const save = async (body: Record<string, string>, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `${API}/clueManage/save`, remoteAddress, ...form(body) });
  const leads = async () =>
    (await t.app.inject({ method: 'GET', url: `${API}/admin/clues?pageSize=500`, headers: adminHeaders })).json().data;

  it('issues a captcha as an SVG data URL that expires in five minutes, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/captcha` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.image.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
    expect(data.expiresInSeconds).toBe(300);
  });

  it('gives a new challenge on every call (refresh)', async () => {
    expect(await newCaptchaId(t.app)).not.toBe(await newCaptchaId(t.app));
  });

  it('stores a valid lead and says so in the visitor language', async () => {
    const before = (await leads()).total;
    const response = await save({ ...validLead(await newCaptchaId(t.app)), lang: 'en', telephone: '+852 9123 4567' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Submitted successfully', data: { saved: true } });
    const after = await leads();
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      name: 'Li Hua',
      telephone: '+85291234567',
      type: 'domesticMedia',
      lang: 'en',
    });
  });

  it('acknowledges the same submission sent again after a lost answer, and stores it once', async () => {
    const body = { ...validLead(await newCaptchaId(t.app)), lang: 'en', content: `Sent twice ${Date.now()}` };
    const first = await save(body);
    expect(first.statusCode).toBe(200);
    const again = await save(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ saved: true });
    expect((await leads()).list.filter((lead: { content: string }) => lead.content === body.content)).toHaveLength(1);
    // The same challenge with another answer is still refused.
    const other = await save({ ...body, captchaCode: 'zzzz' });
    expect(other.statusCode).toBe(400);
  });

  it('answers success in zh by default and in hk when asked', async () => {
    expect((await save(validLead(await newCaptchaId(t.app)))).json().message).toBe('提交成功');
    expect((await save({ ...validLead(await newCaptchaId(t.app)), lang: 'hk' })).json().message).toBe('提交成功');
  });

  it.each([
    [
      'telephone',
      '12345',
      'phoneFormat',
      { zh: '手机号格式不正确', hk: '手機號碼格式不正確', en: 'The mobile number format is incorrect' },
    ],
    [
      'email',
      'not-an-email',
      'emailFormat',
      { zh: '请输入正确的邮箱地址', hk: '請輸入正確的電郵地址', en: 'Please enter the correct email address' },
    ],
  ])('rejects a bad %s with the message of docs/product.md', async (field, value, code, messages) => {
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const response = await save({ ...validLead(await newCaptchaId(t.app)), [field]: value, lang });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: messages[lang], errors: { [field]: code } });
    }
  });

  it('reports missing fields, wrong types, long text and missing consent by field', async () => {
    const response = await save({ lang: 'en', type: 'spy', content: 'x'.repeat(2500), name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'required',
      telephone: 'required',
      type: 'typeInvalid',
      content: 'tooLong',
      consent: 'consent',
    });
  });

  it('rejects a wrong code with "Incorrect verification code" and accepts the right one after', async () => {
    const captchaId = await newCaptchaId(t.app);
    const wrong = await save({ ...validLead(captchaId), captchaCode: 'zzzz', lang: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 400,
      message: 'Incorrect verification code',
      errors: { captchaCode: 'captcha' },
    });
    expect((await save(validLead(captchaId))).statusCode).toBe(200);
  });

  it('accepts each captcha for one lead only', async () => {
    const captchaId = await newCaptchaId(t.app);
    expect((await save(validLead(captchaId))).statusCode).toBe(200);
    const another = await save({
      ...validLead(captchaId),
      lang: 'en',
      content: 'A different message with the used captcha',
    });
    expect(another.statusCode).toBe(400);
    expect(another.json().errors).toEqual({ captchaCode: 'captchaExpired' });
  });

  it('stores one lead for two simultaneous posts of the same submission, and acknowledges both', async () => {
    const body = { ...validLead(await newCaptchaId(t.app)), content: `Twice at once ${Date.now()}` };
    const results = await Promise.all([save(body), save(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await leads()).list.filter((lead: { content: string }) => lead.content === body.content)).toHaveLength(1);
  });

  it('stops accepting a challenge after five wrong answers', async () => {
    const captchaId = await newCaptchaId(t.app);
    for (let i = 0; i < 5; i++)
      expect((await save({ ...validLead(captchaId), captchaCode: `bad${i}` })).json().errors).toEqual({
        captchaCode: 'captcha',
      });
    expect((await save(validLead(captchaId))).json().errors).toEqual({ captchaCode: 'captchaExpired' });
  });

  it('treats an unknown captcha id as expired', async () => {
    const response = await save({ ...validLead('00000000-0000-0000-0000-000000000000'), lang: 'en' });
    expect(response.json()).toMatchObject({ code: 400, errors: { captchaCode: 'captchaExpired' } });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await leads()).total;
    const response = await save({ ...validLead(await newCaptchaId(t.app)), website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect((await leads()).total).toBe(before);
  });

  it(
    'limits one address to five posts a minute with 429 and Retry-After',
    async () => {
      await atStartOfWindow();
      const address = nextAddress();
      for (let i = 0; i < 5; i++) expect((await save({ lang: 'en' }, address)).statusCode).toBe(400);
      const limited = await save({ ...validLead(await newCaptchaId(t.app)), lang: 'en' }, address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({ code: 429, message: 'Too many submissions; please try again later' });
      expect((await save(validLead(await newCaptchaId(t.app)))).statusCode).toBe(200);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );

  it(
    'limits captcha requests per address too',
    async () => {
      await atStartOfWindow();
      const remoteAddress = nextAddress();
      const codes: number[] = [];
      for (let i = 0; i < 31; i++)
        codes.push((await t.app.inject({ method: 'GET', url: `${API}/captcha`, remoteAddress })).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
      expect(codes[30]).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );

  it('refuses bodies over 64 KB with 413', async () => {
    const response = await save({ ...validLead('x'), content: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413 });
  });

  it('refuses a body it cannot read with 415, and malformed JSON with 400', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: `${API}/clueManage/save`,
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/clueManage/save`,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 400 });
  });
});
