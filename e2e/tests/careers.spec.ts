import { expect, test } from '@playwright/test';
import en from '../../mfe-careers/src/locales/en.json';
import hk from '../../mfe-careers/src/locales/hk.json';
import zh from '../../mfe-careers/src/locales/zh.json';
import { EMPLOYEE_ANCHORS } from '@azi/shared/routing/sitePages';
import { buildPath, hydrated, LANGS, LAYOUTS, VIEWPORT } from './site';

const TEXT = { zh, hk, en } as const;

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    test(`job list -> a job -> back in ${lang} (${layout})`, async ({ page }) => {
      const text = TEXT[lang];
      await page.setViewportSize(VIEWPORT[layout]);
      const listPath = buildPath({ lang, layout, page: 'job_list' });
      await page.goto(listPath);
      await expect(page.getByRole('heading', { level: 1, name: text.jobList.banner.title })).toBeVisible();

      const title = text.positions.treasurerAccountant.title;
      await page.getByRole('link', { name: title }).first().click();
      await expect(page).toHaveURL(new RegExp(`${buildPath({ lang, layout, page: 'job_detail2' })}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.jobDetail.responsibilities })).toBeVisible();
      await expect(page.locator('main ol').first().locator('li').first()).toBeVisible();
      const apply = page.getByRole('link', { name: text.jobDetail.apply });
      await expect(apply).toHaveAttribute('href', /^(mailto:|https:)/);

      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'JobPosting', title });

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
  await page.goto('/en/job_detail8');
  const back = page
    .getByRole('button', { name: en.jobDetail.back, exact: true })
    .or(page.getByRole('link', { name: en.jobDetail.back, exact: true }))
    .first();
  await hydrated(back);
  await back.click();
  await expect(page).toHaveURL(/\/en\/job_list$/);
});

test('a mobile job detail opened directly goes back to the mobile job list in its language', async ({ page }) => {
  await page.setViewportSize(VIEWPORT.mobile);
  await page.goto('/hk/mobile/job_detail4');
  await expect(page.getByRole('heading', { level: 1, name: hk.positions.bdAreaManager.title })).toBeVisible();
  await hydrated(page.getByRole('button', { name: hk.jobDetail.back, exact: true }));
  await page.getByRole('button', { name: hk.jobDetail.back, exact: true }).click();
  await expect(page).toHaveURL(/\/hk\/mobile\/job_list$/);
  await expect(page.getByRole('heading', { level: 1, name: hk.jobList.banner.title })).toBeVisible();
});

test('the job filter lives in the URL, so a filtered list can be shared and reloaded', async ({ page }) => {
  await page.setViewportSize(VIEWPORT.desktop);
  await page.goto('/en/job_list');
  await hydrated(page.getByRole('searchbox', { name: en.jobList.filter.keyword }));
  await page.getByRole('radio', { name: en.categories.engineering }).check();
  await page.getByRole('searchbox', { name: en.jobList.filter.keyword }).fill('test');
  await expect(page).toHaveURL(/\/en\/job_list\?category=engineering&q=test$/);
  await expect(page.getByRole('table').getByRole('link')).toHaveText([en.positions.softwareTestEngineer.title]);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: en.jobList.filter.keyword })).toHaveValue('test');
  await expect(page.getByRole('table').getByRole('link')).toHaveText([en.positions.softwareTestEngineer.title]);
  await page.goto('/job_list?q=nothing-matches-this');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('the employee page has its five sections and leads to the job list', async ({ page }) => {
  await page.setViewportSize(VIEWPORT.desktop);
  await page.goto('/en/employee');
  for (const { id } of EMPLOYEE_ANCHORS) await expect(page.locator(`#${id}`)).toBeAttached();
  await page.locator('#rczp a[href="/en/job_list"]').first().click();
  await expect(page).toHaveURL(/\/en\/job_list/);
});
