import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { ADMIN_HEADERS, CONSOLE_URL, createConsoleAccount, signInToConsole, SITE_ADDRESS } from './consoleOrigin';
import { hydrated, VIEWPORT } from './site';

/**
 * Issue 51, field data and browser errors: the e2e server reports every page view (RUM_SAMPLE=1,
 * tools/e2e-server.mjs). A visit's web-vitals, a click inside the site among them, reach the
 * console's "Site speed" screen; an error thrown in the page reaches its list of errors, without
 * the e-mail address or number it held; a malformed or oversized report is refused and stores
 * nothing. Other specs' page views report beside these, so counts are compared, never fixed.
 */
/** Letters only: the error list keeps no long numbers or hex ids, so a marker must survive that. */
const marker = () => `fd${[...randomBytes(8)].map((b) => String.fromCharCode(103 + (b % 20))).join('')}`;
const site = (path: string) => `${SITE_ADDRESS}${path}`;

interface Speed {
  metrics: { name: string; samples: number }[];
}
async function samples(request: APIRequestContext, query: string): Promise<Record<string, number>> {
  const answer = await request.get(site(`${API_PREFIX}/admin/site-speed?${query}`), { headers: ADMIN_HEADERS });
  expect(answer.status()).toBe(200);
  return Object.fromEntries(((await answer.json()).data as Speed).metrics.map((m) => [m.name, m.samples]));
}
async function errorMessages(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(site(`${API_PREFIX}/admin/browser-errors`), { headers: ADMIN_HEADERS });
  return ((await answer.json()).data.list as { message: string }[]).map((e) => e.message);
}

/** Leaves the page, as a visitor closing the tab does: the page is hidden and sends its report. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

async function signInAsIr(page: Page, request: APIRequestContext) {
  await signInToConsole(page, await createConsoleAccount(request, 'ir'));
  await page.goto(`${CONSOLE_URL}/admin/site-speed`);
  await expect(page.getByRole('heading', { name: 'Site speed', level: 1 })).toBeVisible();
}

test.describe('field data from real visitors', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB' });

  test("a visit's web-vitals, a click inside the site among them, appear on the console's Site speed screen", async ({
    page,
    request,
    browser,
  }) => {
    // Two pages, the API polled until the reports land, and a console sign-in: slow on a busy machine.
    test.setTimeout(90_000);
    const investor = 'page=investor&layout=desktop&visitorLang=en&navigation=hard';
    const service = 'page=service&layout=desktop&visitorLang=en&navigation=soft';
    const before = { investor: await samples(request, investor), service: await samples(request, service) };
    const chunk = page.waitForResponse((response) => /field-data/.test(response.url()));
    await page.goto('/en/investor');
    await chunk;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await hydrated(nav.getByRole('link', { name: 'Services', exact: true }));
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/service$/);
    // The page of the click is drawn when focus moves to its heading (PageArrival); its time is taken a frame later.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await leave(page);

    // The load's TTFB, FCP and LCP, counted for the investor page; the click, timed, for the services page, as a soft navigation.
    await expect.poll(async () => (await samples(request, investor)).TTFB).toBeGreaterThan(before.investor.TTFB!);
    const after = await samples(request, investor);
    expect(after.FCP).toBeGreaterThan(before.investor.FCP!);
    expect(after.LCP).toBeGreaterThan(before.investor.LCP!);
    await expect.poll(async () => (await samples(request, service)).NAV).toBeGreaterThan(before.service.NAV!);
    expect((await samples(request, service)).CLS).toBeGreaterThan(before.service.CLS!);

    const staff = await browser.newPage({ viewport: VIEWPORT.desktop, locale: 'en-GB' });
    await signInAsIr(staff, request);
    await staff.getByRole('combobox', { name: /^Page/ }).selectOption('investor');
    await staff.getByRole('combobox', { name: /^Layout/ }).selectOption('desktop');
    await staff.getByRole('combobox', { name: /^Visitor language/ }).selectOption('en');
    await staff.getByRole('button', { name: 'Show' }).click();
    const ttfb = staff.locator('li[data-metric="TTFB"]');
    await expect(ttfb).toContainText(/p75: \d/);
    await expect(ttfb).toContainText(/[1-9]\d* samples · good up to 800 ms, poor above 1.8 s/);
    await expect(ttfb.getByRole('img')).toHaveAttribute('aria-label', /TTFB: daily p75 over the last 28 days/);
    await staff.close();
  });

  test("an error thrown in the page shows on the console's list of errors, without the address and number it held", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const name = marker();
    await page.goto('/en/media');
    await page.waitForResponse((response) => /field-data/.test(response.url()));
    await page.evaluate(
      (text) =>
        setTimeout(() => {
          throw new Error(text);
        }),
      `${name} failed for someone@example.com on order 98765432`,
    );
    await page.waitForTimeout(300);
    await leave(page);
    const expected = `Error: ${name} failed for <email> on order <n>`;
    await expect.poll(() => errorMessages(request)).toContain(expected);

    const staff = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    await signInAsIr(staff, request);
    const row = staff.getByRole('rowheader', { name: expected }).locator('xpath=..');
    await expect(row).toContainText(/shell.*—.*1.*media/);
    // A phone: the screen fits its width, the tables scroll inside their own boxes.
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.close();
  });

  test('a malformed and an oversized report are refused with a 4xx and store nothing', async ({ request }) => {
    const name = marker();
    const error = {
      message: `${name} must not be stored`,
      section: 'shell',
      version: '',
      page: 'home',
      layout: 'desktop',
      lang: 'en',
    };
    const post = (data: string) =>
      request.post(site(`${API_PREFIX}/rum`), { headers: { 'Content-Type': 'application/json' }, data });
    const malformed = await post(
      JSON.stringify({
        metrics: [
          { name: 'LCP', value: 1200, page: '/en/investor?x=1', layout: 'desktop', lang: 'en', navigation: 'hard' },
        ],
        errors: [error],
      }),
    );
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).errors).toEqual({ 'metrics.0.page': 'enum' });
    const oversized = await post(
      JSON.stringify({ metrics: [], errors: [{ ...error, message: `${name} ${'x'.repeat(5000)}` }] }),
    );
    expect(oversized.status()).toBe(413);
    expect((await oversized.json()).message).toMatch(/4 KB/);
    const unknownMetric = await post(
      JSON.stringify({
        metrics: [{ name: 'FID', value: 12, page: 'home', layout: 'desktop', lang: 'en', navigation: 'hard' }],
        errors: [error],
      }),
    );
    expect(unknownMetric.status()).toBe(400);
    expect((await errorMessages(request)).some((message) => message.includes(name))).toBe(false);
  });
});
