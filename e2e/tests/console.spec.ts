import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { VIEWPORT } from './site';

/**
 * The content console at /admin, signed in as each team would be. Accounts are made per test
 * (unique e-mails) with the automation's bearer token, so the tests run in parallel and in any
 * order. The first admin (ADMIN_EMAIL/ADMIN_PASSWORD) comes from tools/e2e-server.mjs.
 */
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';
const CAPTCHA = process.env.CAPTCHA_FIXED ?? '1234';
const PASSWORD = 'e2e console password 2026';
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

async function createAccount(request: APIRequestContext, role: 'ir' | 'media' | 'sales'): Promise<string> {
  const email = `${role}-${unique()}@e2e.example.com`;
  const response = await request.post(`${API_PREFIX}/admin/accounts`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, data: { email, role, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Sign in to the content console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test.describe('content console', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB' });

  test('an IR user uploads a PDF, schedules a financial report a minute ahead, and it goes public at that minute', async ({ page, request }) => {
    test.setTimeout(200_000);
    const email = await createAccount(request, 'ir');
    const title = `Annual report console e2e ${unique()}`;
    await signIn(page, email);
    await expect(nav(page).getByRole('link')).toHaveText(['Financial reports', 'Quarterly results', 'Investor news', 'Announcements', 'Investor calendar', 'SEC filings', 'Documents']);

    await nav(page).getByRole('link', { name: 'Financial reports' }).click();
    await page.getByRole('link', { name: 'New item' }).click();
    await expect(page.getByRole('heading', { name: 'New: Financial reports' })).toBeVisible();
    await page.getByLabel('Title (ZH)').fill(`${title}（简）`);
    await page.getByLabel('Title (HK)').fill(`${title}（繁）`);
    await page.getByLabel('Title (EN)').fill(title);
    await page.getByLabel('Report type').selectOption({ label: 'Annual report' });

    // A file that is not a PDF is refused before it is sent; then the real one goes up.
    const upload = page.getByLabel('Upload a PDF (up to 50 MB)');
    await upload.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.pdf is not a PDF' })).toBeVisible();
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%% ${title}\n%%EOF\n`);
    await upload.setInputFiles({ name: 'annual-report.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('status').filter({ hasText: 'Uploaded annual-report.pdf' })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created as a draft.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/financialReport\/\d+$/);
    await expect(page.getByText('Attached file: annual-report.pdf')).toBeVisible();
    // The report's link is the file's address now, written by the API, not typed.
    await expect(page.getByLabel('Link (https:// or a site path)')).not.toBeEditable();
    await expect(page.getByLabel('Link (https:// or a site path)')).toHaveValue(/^\/api-official-web\/documents\//);

    // The next whole minute at least 60 s away, typed as the browser's local time.
    await page.getByRole('radio', { name: 'Publish at a set time' }).check();
    const { local, at } = await page.evaluate(() => {
      const when = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return { local: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`, at: when.getTime() };
    });
    await page.getByLabel(/Publish at \(your local time/).fill(local);
    await expect(page.getByText(`Stored as ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`)).toBeVisible();
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible();
    await expect(page.getByText(/^Will be public at/)).toBeVisible();

    // The file is listed among IR's documents, tied to this report, and cannot be deleted.
    const reportId = /\/(\d+)$/.exec(page.url())?.[1];
    await nav(page).getByRole('link', { name: 'Documents' }).click();
    const fileRow = page.getByRole('row').filter({ hasText: 'annual-report.pdf' }).filter({ has: page.getByRole('link', { name: `#${reportId}`, exact: true }) });
    await expect(fileRow.getByRole('button', { name: 'Delete' })).toBeDisabled();

    // Not public before its minute, on the server-rendered page and in the browser.
    const publicPage = await page.context().newPage();
    await publicPage.goto('/en/investor_list3');
    await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
    if (Date.now() < at - 2000) await expect(publicPage.getByText(title, { exact: true })).toHaveCount(0);

    // Public from then on: reload until it shows (the minute, plus the API's 5 s cache at most).
    await expect(async () => {
      await publicPage.reload();
      await expect(publicPage.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    const link = await publicPage.locator(`tr:has-text("${title}") a[href*="/documents/"]`).first().getAttribute('href');
    expect(link).toMatch(/\/api-official-web\/documents\/[\w-]{22}\/annual-report\.pdf/);
    const file = await request.get(link ?? '');
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  });

  test('a media user publishes a press release in three languages: on /en/media, /hk/media and in the feeds', async ({ page }) => {
    const email = await createAccount(page.request, 'media');
    const title = `Console press release ${unique()}`;
    await signIn(page, email);
    await expect(nav(page).getByRole('link')).toHaveText(['Press releases', 'Home banners']);
    await page.goto('/admin/content/media/new');
    const texts = { ZH: `${title}（简体）`, HK: `${title}（繁體）`, EN: title };
    for (const [lang, text] of Object.entries(texts)) {
      await page.getByLabel(`Title (${lang})`).fill(text);
      await page.getByLabel(`Summary (${lang})`).fill(`Summary ${lang}`);
      const body = page.getByRole('textbox', { name: `Article (${lang})` });
      await body.click();
      await page.keyboard.type(`Body of the release in ${lang}.`);
    }
    await page.getByLabel('Picture (a path on this site, e.g. /api-official-web/assets/…)').fill(`${API_PREFIX}/assets/media-company.svg`);
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created as a draft.' })).toBeVisible();

    // The draft stays private: the preview shows it, the public list does not.
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByTestId('preview-frame').getByRole('heading', { name: texts.HK })).toBeVisible();
    await expect(page.getByTestId('preview-frame').getByText('Body of the release in HK.')).toBeVisible();
    // The site's own page, drawn by the server for this session, with the draft in it.
    const sitePage = page.frameLocator('iframe[title^="The public page /hk/mediaDetail"]');
    await expect(sitePage.getByRole('heading', { level: 1, name: texts.HK })).toBeVisible();
    await expect(sitePage.getByText('預覽：此內容尚未公開')).toBeVisible();
    expect(await (await page.request.get('/en/media')).text()).not.toContain(title);
    await page.getByRole('link', { name: /Edit/ }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
    // Opened again, the stored article is back in its editor.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Article (EN)' })).toHaveText('Body of the release in EN.');

    for (const [path, text] of [
      ['/en/media', texts.EN],
      ['/hk/media', texts.HK],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    for (const [feed, text] of [
      ['/en/rss.xml', texts.EN],
      ['/hk/rss.xml', texts.HK],
      ['/rss.xml', texts.ZH],
    ] as const) {
      await expect.poll(async () => (await page.request.get(feed)).text(), { timeout: 15_000 }).toContain(text);
    }
  });

  test('a sales user sees only the leads and exports them as CSV', async ({ page }) => {
    const company = `Console Export Co ${unique()}`;
    const captcha = (await (await page.request.get(`${API_PREFIX}/captcha`)).json()).data.captchaId as string;
    const saved = await page.request.post(`${API_PREFIX}/clueManage/save`, {
      form: { companyName: company, name: 'E2E Analyst', telephone: '+852 2123 4567', email: 'analyst@example.com', type: 'analyst', content: 'Please send the annual report', captchaId: captcha, captchaCode: CAPTCHA, consent: 'true', lang: 'en' },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const email = await createAccount(page.request, 'sales');
    await signIn(page, email);
    await expect(nav(page).getByRole('link')).toHaveText(['Leads']);
    await nav(page).getByRole('link', { name: 'Leads' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Analyst' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('cell', { name: company })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(company);
    expect(csv).toContain('analyst');
    expect(csv.split(/\r?\n/)[0]).toMatch(/name/i);
    await expect(page.getByRole('status').filter({ hasText: /Exported \d+ rows\./ })).toBeVisible();
  });

  test('a media user cannot open financial reports: hidden in the console, "not allowed" by address, 403 from the API', async ({ page }) => {
    const email = await createAccount(page.request, 'media');
    await signIn(page, email);
    await expect(nav(page).getByRole('link', { name: 'Financial reports' })).toHaveCount(0);
    await page.goto('/admin/content/financialReport');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your role (Media) may not open this part of the console.')).toBeVisible();
    const api = await page.request.get(`${API_PREFIX}/admin/financialReport`);
    expect(api.status()).toBe(403);
  });

  test('the console screens pass axe (WCAG 2.2 A and AA) in both interface languages', async ({ page }) => {
    const problems: string[] = [];
    const check = async (what: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      problems.push(...violations.map((v) => `${what}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`));
    };
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the content console' })).toBeVisible();
    await check('sign-in');
    await signIn(page, await createAccount(page.request, 'media'));
    await check('overview');
    await page.goto('/admin/content/media');
    await expect(page.getByRole('status').filter({ hasText: /items/ })).toBeVisible();
    await check('list');
    await page.goto('/admin/content/media/new');
    await expect(page.getByRole('textbox', { name: 'Article (EN)' })).toBeVisible();
    await check('editor');
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('zh');
    await expect(page.getByRole('heading', { name: '新建：新闻稿' })).toBeVisible();
    await check('editor (zh)');
    await page.goto('/admin/content/financialReport');
    await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await check('not allowed (zh)');
    expect(problems).toEqual([]);
  });
});
