import { expect, test } from '@playwright/test';
import en from '../../mfe-careers/src/locales/en.json';
import hk from '../../mfe-careers/src/locales/hk.json';
import zh from '../../mfe-careers/src/locales/zh.json';
import { EMPLOYEE_ANCHORS } from '@azi/shared/routing/sitePages';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { ADMIN_HEADERS, SITE_ADDRESS } from './consoleOrigin';
import { apiData, buildPath, hydrated, LANGS, LAYOUTS, VIEWPORT, type Lang } from './site';

const TEXT = { zh, hk, en } as const;

/** A seeded opening's title in a language, as the API has it (the jobs are content, issue 56). */
async function jobTitle(request: import('@playwright/test').APIRequestContext, id: number, lang: Lang) {
  return (await apiData<{ title: string }>(request, `/job/getById?id=${id}&lang=${lang}`)).title;
}

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    test(`job list -> a job -> back in ${lang} (${layout})`, async ({ page, request }) => {
      const text = TEXT[lang];
      const title = await jobTitle(request, 2, lang);
      await page.setViewportSize(VIEWPORT[layout]);
      const listPath = buildPath({ lang, layout, page: 'job_list' });
      await page.goto(listPath);
      await expect(page.getByRole('heading', { level: 1, name: text.jobList.banner.title })).toBeVisible();

      await page.getByRole('link', { name: title }).first().click();
      const detailPath = buildPath({ lang, layout, page: 'job_detail' }, { query: { id: 2 } });
      await expect(page).toHaveURL((url) => url.pathname + url.search === detailPath);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.jobDetail.responsibilities })).toBeVisible();
      await expect(page.locator('main ol').first().locator('li').first()).toBeVisible();
      const apply = page.getByRole('link', { name: text.jobDetail.apply });
      await expect(apply).toHaveAttribute('href', /^(mailto:|https:)/);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const postings = jsonLd.map((block) => JSON.parse(block) as { '@type'?: string });
      expect(postings.filter((data) => data['@type'] === 'JobPosting')).toEqual([
        expect.objectContaining({ title, identifier: expect.objectContaining({ value: '2' }) }),
      ]);

      const back = page
        .getByRole('button', { name: text.jobDetail.back, exact: true })
        .or(page.getByRole('link', { name: text.jobDetail.back, exact: true }))
        .first();
      await hydrated(back);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${listPath}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.jobList.banner.title })).toBeVisible();
    });
  }
}

test('a job detail opened directly goes back to the job list', async ({ page }) => {
  await page.setViewportSize(VIEWPORT.desktop);
  await page.goto('/en/job_detail?id=8');
  const back = page
    .getByRole('button', { name: en.jobDetail.back, exact: true })
    .or(page.getByRole('link', { name: en.jobDetail.back, exact: true }))
    .first();
  await hydrated(back);
  await back.click();
  await expect(page).toHaveURL(/\/en\/job_list$/);
});

test('a mobile job detail at its old address lands on its new one and goes back to the mobile list', async ({
  page,
  request,
}) => {
  const title = await jobTitle(request, 4, 'hk');
  await page.setViewportSize(VIEWPORT.mobile);
  await page.goto('/hk/mobile/job_detail4');
  await expect(page).toHaveURL(/\/hk\/mobile\/job_detail\?id=4$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(page.getByRole('button', { name: hk.jobDetail.back, exact: true }));
  await page.getByRole('button', { name: hk.jobDetail.back, exact: true }).click();
  await expect(page).toHaveURL(/\/hk\/mobile\/job_list$/);
  await expect(page.getByRole('heading', { level: 1, name: hk.jobList.banner.title })).toBeVisible();
});

test('an apply click is counted for HR, sent as a beacon that holds nothing up', async ({ page, request }) => {
  // The console's count of the opening's clicks (the admin API, on the console's host).
  const clicksOf7 = async () => {
    const response = await request.get(`${SITE_ADDRESS}${API_PREFIX}/admin/jobs/apply-clicks`, {
      headers: ADMIN_HEADERS,
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { list: { jobId: number; total: number }[] } };
    return data.list.find((row) => row.jobId === 7)?.total ?? 0;
  };
  const before = await clicksOf7();
  await page.setViewportSize(VIEWPORT.desktop);
  await page.goto('/en/job_detail?id=7');
  const apply = page.getByRole('link', { name: en.jobDetail.apply });
  await hydrated(apply);
  const beacon = page.waitForResponse((response) => response.url().endsWith(`${API_PREFIX}/job/applyClick`));
  // A mail link hands the page to the mail program: kept here, so the test can look on.
  await apply.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await apply.click();
  expect((await beacon).status()).toBe(200);
  await expect.poll(clicksOf7).toBe(before + 1);
});

test('an unknown job is a 404 page that leads to the open jobs', async ({ page }) => {
  const response = await page.goto('/en/job_detail?id=999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: en.jobDetail.notFound })).toBeVisible();
  await expect(page.getByRole('link', { name: en.jobDetail.openJobs })).toHaveAttribute('href', '/en/job_list');
});

test('the job filter lives in the URL, so a filtered list can be shared and reloaded', async ({ page, request }) => {
  const title = await jobTitle(request, 7, 'en');
  await page.setViewportSize(VIEWPORT.desktop);
  await page.goto('/en/job_list');
  await hydrated(page.getByRole('searchbox', { name: en.jobList.filter.keyword }));
  await page.getByRole('radio', { name: 'Engineering' }).check();
  await page.getByRole('searchbox', { name: en.jobList.filter.keyword }).fill('test');
  await expect(page).toHaveURL(/\/en\/job_list\?category=engineering&q=test$/);
  // Other specs may post openings meanwhile: the seeded one is among the results, and only engineering ones.
  const links = page.getByRole('table').getByRole('link');
  await expect(links.filter({ hasText: title })).toHaveCount(1);
  await expect(page.locator('table tbody tr').filter({ hasNotText: 'Engineering' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: en.jobList.filter.keyword })).toHaveValue('test');
  await expect(links.filter({ hasText: title })).toHaveCount(1);
  await page.goto('/job_list?q=nothing-matches-this');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('the job list offers e-mail alerts of new openings', async ({ page }) => {
  await page.goto('/en/job_list');
  await expect(page.locator('#alerts input[name="from"]')).toHaveValue('careers');
  await expect(page.locator('#alerts').getByRole('checkbox', { name: 'New job openings' })).toBeChecked();
});

test('the employee page has its five sections and leads to the job list', async ({ page }) => {
  await page.setViewportSize(VIEWPORT.desktop);
  await page.goto('/en/employee');
  for (const { id } of EMPLOYEE_ANCHORS) await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.locator('#rczp')).toContainText(/Open positions: \d+/);
  await page.locator('#rczp a[href="/en/job_list"]').first().click();
  await expect(page).toHaveURL(/\/en\/job_list/);
});
