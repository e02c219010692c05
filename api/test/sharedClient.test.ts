/** The browser client in shared/src/api, run against the real API over HTTP: the contract holds end to end. */
import type { AddressInfo } from 'node:net';
import { ApiError } from '@azi/shared/api/ApiError';
import { getApiClient } from '@azi/shared/api/client';
import { getAllQuarterlyAchievements } from '@azi/shared/api/get-all-quarterly-achievements';
import { getBannerPage } from '@azi/shared/api/get-banner-page';
import { getCaptcha } from '@azi/shared/api/get-captcha';
import { getFinancialReportPage } from '@azi/shared/api/get-financial-report-page';
import { getMediaById } from '@azi/shared/api/get-media-by-id';
import { getMediaPage } from '@azi/shared/api/get-media-page';
import { getStockQuote } from '@azi/shared/api/get-stock-quote';
import { saveLead } from '@azi/shared/api/save-lead';
import { API, FIXED_CAPTCHA, startTestApp, validLead, type TestApp } from './helpers/testApp';

describe('the shared browser client against the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    (await getApiClient()).instance.defaults.baseURL =
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API}`;
  });
  afterAll(async () => t.close());

  it('reads lists, details and the quote as typed data', async () => {
    expect((await getBannerPage({ lang: 'en', pageNo: 1, pageSize: 10 })).list).toHaveLength(4);
    const media = await getMediaPage({ lang: 'hk', pageNo: 1, pageSize: 3, year: 2025 });
    expect(media.years).toContain(2022);
    const first = media.list[0];
    expect(first).toBeDefined();
    expect((await getMediaById({ lang: 'hk', id: first?.id ?? 0 })).title).toBe(first?.title);
    expect((await getFinancialReportPage({ lang: 'en', pageNo: 1, pageSize: 10, type: 'annual' })).total).toBe(2);
    expect((await getAllQuarterlyAchievements({ lang: 'zh' })).list).toHaveLength(3);
    expect(await getStockQuote()).toEqual({ symbol: 'AZI', available: false, quote: null });
  });

  it('posts the contact form and surfaces field codes as ApiError', async () => {
    const captcha = await getCaptcha();
    await expect(saveLead({ ...validLead(captcha.captchaId), lang: 'en', consent: true })).resolves.toEqual({
      saved: true,
    });
    const failure = await saveLead({ ...validLead((await getCaptcha()).captchaId), email: 'bad', lang: 'en' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Please enter the correct email address',
      errors: { email: 'emailFormat' },
    });
  });

  it('refuses a wrong captcha answer with the captcha field code', async () => {
    const { captchaId } = await getCaptcha();
    const wrong = [...FIXED_CAPTCHA].reverse().join('');
    await expect(
      saveLead({ ...validLead(captchaId), captchaCode: wrong, lang: 'en', consent: true }),
    ).rejects.toMatchObject({ status: 400, errors: { captchaCode: 'captcha' } });
  });

  it('reports an unknown article as a 404 ApiError', async () => {
    await expect(getMediaById({ lang: 'en', id: 999999 })).rejects.toMatchObject({
      status: 404,
      message: 'The requested content was not found',
    });
  });
});
