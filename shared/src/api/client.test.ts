import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError } from '@azi/shared/api/ApiError';
import { getApiClient } from '@azi/shared/api/client';
import { getFinancialReportPage } from '@azi/shared/api/get-financial-report-page';
import { saveLead } from '@azi/shared/api/save-lead';

afterEach(() => jest.restoreAllMocks());

it('asks for a page with the language, year, trimmed keyword and report type, and unwraps the data', async () => {
  const page = { list: [], total: 0, pageNo: 2, pageSize: 10, years: [2025] };
  const request = jest
    .spyOn((await getApiClient()).instance, 'request')
    .mockResolvedValue({ data: { code: 200, message: 'ok', data: page } });
  await expect(
    getFinancialReportPage({ lang: 'en', pageNo: 2, pageSize: 10, year: 2025, keyword: ' 20-F ', type: 'annual' }),
  ).resolves.toEqual(page);
  expect(request).toHaveBeenCalledWith({
    method: 'GET',
    url: '/financialReport/findPage/2/10',
    params: { lang: 'en', year: 2025, keyword: '20-F', type: 'annual' },
  });
});

it('posts the contact form form-encoded', async () => {
  const request = jest
    .spyOn((await getApiClient()).instance, 'request')
    .mockResolvedValue({ data: { code: 200, message: 'ok', data: { saved: true } } });
  await saveLead({ lang: 'hk', name: '陳 大文', consent: true, website: undefined });
  const config = request.mock.calls[0]![0];
  expect(config.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
  expect(new URLSearchParams(config.data as string).get('name')).toBe('陳 大文');
  expect(config.data).not.toContain('website');
});

it('turns an error answer into an ApiError with status, message and field codes', async () => {
  const response = {
    status: 400,
    data: { code: 400, message: 'Incorrect verification code', errors: { captchaCode: 'captcha' } },
  };
  const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    ...response,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
  jest.spyOn((await getApiClient()).instance, 'request').mockRejectedValue(error);
  const failure = saveLead({ lang: 'en' });
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({
    status: 400,
    message: 'Incorrect verification code',
    errors: { captchaCode: 'captcha' },
  });
});

it('reports no answer at all as status 0', async () => {
  jest
    .spyOn((await getApiClient()).instance, 'request')
    .mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
  await expect(getFinancialReportPage({ lang: 'zh', pageNo: 1, pageSize: 5 })).rejects.toMatchObject({ status: 0 });
});

it('refuses a 200 answer that is not the envelope (an HTML fallback page, say)', async () => {
  jest
    .spyOn((await getApiClient()).instance, 'request')
    .mockResolvedValue({ status: 200, data: '<!doctype html><html></html>' });
  await expect(getFinancialReportPage({ lang: 'zh', pageNo: 1, pageSize: 5 })).rejects.toMatchObject({
    status: 200,
    message: 'Unexpected response from the content API',
  });
});

it('sends a lead once more when its answer was lost, and not when it was refused', async () => {
  const { instance } = await getApiClient();
  const lost = new AxiosError('gateway', 'ERR_BAD_RESPONSE', undefined, {}, {
    status: 503,
    data: { code: 503, message: 'down' },
  } as never);
  const request = jest
    .spyOn(instance, 'request')
    .mockRejectedValueOnce(lost)
    .mockResolvedValueOnce({ data: { code: 200, message: 'ok', data: { saved: true } } });
  await expect(saveLead({ lang: 'en', name: 'Li' })).resolves.toEqual({ saved: true });
  expect(request).toHaveBeenCalledTimes(2);

  request.mockReset();
  const refused = new AxiosError('bad', 'ERR_BAD_REQUEST', undefined, {}, {
    status: 400,
    data: { code: 400, message: 'captcha' },
  } as never);
  request.mockRejectedValueOnce(refused);
  await expect(saveLead({ lang: 'en', name: 'Li' })).rejects.toMatchObject({ status: 400 });
  expect(request).toHaveBeenCalledTimes(1);
});
