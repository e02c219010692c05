import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import {
  ADMIN_HEADERS,
  CONSOLE_HOST,
  CONSOLE_URL,
  createConsoleAccount,
  deleteContent,
  signInToConsole,
  saveNewContent,
  SITE_ADDRESS,
  unique,
} from './consoleOrigin';
import { fetchServed, NOT_FOUND_TEXT, VIEWPORT } from './site';

/**
 * The content console at /admin on its own origin (CONSOLE_URL, http://admin.localhost:<port>),
 * signed in as each team would be. Accounts are made per test (unique e-mails) with the
 * automation's bearer token, so the tests run in parallel and in any order. The first admin
 * (ADMIN_EMAIL/ADMIN_PASSWORD) comes from tools/e2e-server.mjs. The public site is at SITE_ADDRESS.
 */
const CAPTCHA = process.env.CAPTCHA_FIXED ?? '1234';
/** A page of the public site, by its full address (these tests' own base is the console's). */
const site = (path: string) => `${SITE_ADDRESS}${path}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

/** What axe finds against WCAG 2.2 A and AA on the screen shown: one line per rule broken. */
async function axeProblems(page: Page, what: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map(
    (v) =>
      `${what}: ${v.id} ${v.help}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

test.describe('content console', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', baseURL: CONSOLE_URL });

  test('an IR user uploads a PDF, schedules a financial report a minute ahead, and it goes public at that minute', async ({
    page,
    request,
  }) => {
    test.setTimeout(200_000);
    const email = await createConsoleAccount(request, 'ir');
    const title = `Annual report console e2e ${unique()}`;
    await signInToConsole(page, email);
    await expect(nav(page).getByRole('link')).toHaveText([
      'Financial reports',
      'Quarterly results',
      'Investor news',
      'Announcements',
      'Investor calendar',
      'SEC filings',
      'IR FAQ and facts',
      'Picture library',
      'Documents',
      'SEC import',
      'Share prices',
      'E-mail alerts',
      'Site speed',
      'Site search',
    ]);

    await nav(page).getByRole('link', { name: 'Financial reports' }).click();
    await page.getByRole('link', { name: 'New item' }).click();
    await expect(page.getByRole('heading', { name: 'New: Financial reports' })).toBeVisible();
    await page.getByLabel('Title (ZH)').fill(`${title}（简）`);
    await page.getByLabel('Title (HK)').fill(`${title}（繁）`);
    await page.getByLabel('Title (EN)').fill(title);
    await page.getByLabel('Report type').selectOption({ label: 'Annual report' });

    // A file that is not a PDF is refused before it is sent; then the real one goes up.
    const upload = page.getByLabel('Upload a PDF (up to 50 MB)');
    await upload.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.pdf is not a PDF' })).toBeVisible();
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%% ${title}\n%%EOF\n`);
    await upload.setInputFiles({ name: 'annual-report.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('status').filter({ hasText: 'Uploaded annual-report.pdf' })).toBeVisible();

    await saveNewContent(page);
    await expect(page).toHaveURL(/\/admin\/content\/financialReport\/\d+$/);
    await expect(page.getByText('Attached file: annual-report.pdf')).toBeVisible();
    // The report's link is the file's address now, written by the API, not typed.
    await expect(page.getByLabel('Link (https:// or a site path)')).not.toBeEditable();
    await expect(page.getByLabel('Link (https:// or a site path)')).toHaveValue(/^\/api-official-web\/documents\//);

    // The next whole minute at least 30 s away, typed as the browser's local time: time enough for
    // the steps up to the check that it is not public yet (a few seconds on a busy machine). The
    // wait is real: publication follows the API's own clock, which a test does not move (only the
    // clock of events' and job openings' moments moves: api/src/services.ts).
    await page.getByRole('radio', { name: 'Publish at a set time' }).check();
    const { local, at } = await page.evaluate(() => {
      const when = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return {
        local: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`,
        at: when.getTime(),
      };
    });
    await page.getByLabel(/Publish at \(your local time/).fill(local);
    await expect(
      page.getByText(`Stored as ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible();
    await expect(page.getByText(/^Will be public at/)).toBeVisible();

    // The file is listed among IR's documents, tied to this report, and cannot be deleted.
    const reportId = /\/(\d+)$/.exec(page.url())?.[1];
    await nav(page).getByRole('link', { name: 'Documents' }).click();
    const fileRow = page
      .getByRole('row')
      .filter({ hasText: 'annual-report.pdf' })
      .filter({ has: page.getByRole('link', { name: `#${reportId}`, exact: true }) });
    await expect(fileRow.getByRole('button', { name: 'Delete' })).toBeDisabled();

    // Not public before its minute, on the server-rendered page and in the browser.
    const publicPage = await page.context().newPage();
    await publicPage.goto(site('/en/investor_list3'));
    await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
    if (Date.now() < at - 2000) await expect(publicPage.getByText(title, { exact: true })).toHaveCount(0);

    // Public from then on: reload until it shows (the minute, plus the API's 5 s cache at most).
    await expect(async () => {
      await publicPage.reload();
      await expect(publicPage.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    const link = await publicPage
      .locator(`tr:has-text("${title}") a[href*="/documents/"]`)
      .first()
      .getAttribute('href');
    expect(link).toMatch(/\/api-official-web\/documents\/[\w-]{22}\/annual-report\.pdf/);
    const file = await request.get(site(link ?? ''));
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  });

  test('a media user publishes a press release in three languages: on /en/media, /hk/media and in the feeds', async ({
    page,
  }) => {
    const email = await createConsoleAccount(page.request, 'media');
    const title = `Console press release ${unique()}`;
    await signInToConsole(page, email);
    await expect(nav(page).getByRole('link')).toHaveText(['Press releases', 'Home banners', 'Picture library']);
    await page.goto('/admin/content/media/new');
    const texts = { ZH: `${title}（简体）`, HK: `${title}（繁體）`, EN: title };
    for (const [lang, text] of Object.entries(texts)) {
      await page.getByLabel(`Title (${lang})`).fill(text);
      await page.getByLabel(`Summary (${lang})`).fill(`Summary ${lang}`);
      const body = page.getByRole('textbox', { name: `Article (${lang})` });
      await body.click();
      await page.keyboard.type(`Body of the release in ${lang}.`);
    }
    await page
      .getByLabel('Older picture address (items from before the library)')
      .fill(`${API_PREFIX}/assets/media-company.svg`);
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await saveNewContent(page);

    // The draft stays private: the preview shows it, the public list does not.
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByTestId('preview-frame').getByRole('heading', { name: texts.HK })).toBeVisible();
    await expect(page.getByTestId('preview-frame').getByText('Body of the release in HK.')).toBeVisible();
    // The site's own page, drawn by the server for this session, with the draft in it.
    const sitePage = page.frameLocator('iframe[title^="The public page /hk/mediaDetail"]');
    await expect(sitePage.getByRole('heading', { level: 1, name: texts.HK })).toBeVisible();
    await expect(sitePage.getByText('預覽：此內容尚未公開')).toBeVisible();
    expect(await (await page.request.get(site('/en/media'))).text()).not.toContain(title);
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
      await page.goto(site(path));
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    for (const [feed, text] of [
      ['/en/rss.xml', texts.EN],
      ['/hk/rss.xml', texts.HK],
      ['/rss.xml', texts.ZH],
    ] as const) {
      await expect.poll(async () => (await page.request.get(site(feed))).text(), { timeout: 15_000 }).toContain(text);
    }
  });

  test('a sales user sees only the leads and exports them as CSV', async ({ page }) => {
    const company = `Console Export Co ${unique()}`;
    const captcha = (await (await page.request.get(site(`${API_PREFIX}/captcha`))).json()).data.captchaId as string;
    const saved = await page.request.post(site(`${API_PREFIX}/clueManage/save`), {
      form: {
        companyName: company,
        name: 'E2E Analyst',
        telephone: '+852 2123 4567',
        email: 'analyst@example.com',
        type: 'analyst',
        content: 'Please send the annual report',
        captchaId: captcha,
        captchaCode: CAPTCHA,
        consent: 'true',
        lang: 'en',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const email = await createConsoleAccount(page.request, 'sales');
    await signInToConsole(page, email);
    await expect(nav(page).getByRole('link')).toHaveText(['Leads']);
    await nav(page).getByRole('link', { name: 'Leads' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Analyst' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('cell', { name: company })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(company);
    expect(csv).toContain('analyst');
    expect(csv.split(/\r?\n/)[0]).toMatch(/name/i);
    await expect(page.getByRole('status').filter({ hasText: /Exported \d+ rows\./ })).toBeVisible();
  });

  test('a media user cannot open financial reports: hidden in the console, "not allowed" by address, 403 from the API', async ({
    page,
  }) => {
    const email = await createConsoleAccount(page.request, 'media');
    await signInToConsole(page, email);
    await expect(nav(page).getByRole('link', { name: 'Financial reports' })).toHaveCount(0);
    await page.goto('/admin/content/financialReport');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your role (Media) may not open this part of the console.')).toBeVisible();
    // Asked by the console's own page, as its scripts would ask, with its session.
    expect(await page.evaluate(async (url) => (await fetch(url)).status, `${API_PREFIX}/admin/financialReport`)).toBe(
      403,
    );
  });

  test('an HR user sees only the job openings, posts one in three languages (bad values refused, then saved as typed), publishes it and sees its apply click counted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = await createConsoleAccount(request, 'hr');
    const title = `Console e2e engineer ${unique()}`;
    await signInToConsole(page, email);
    await expect(nav(page).getByRole('link')).toHaveText(['Job openings']);
    await nav(page).getByRole('link', { name: 'Job openings' }).click();
    await expect(page.getByRole('columnheader', { name: 'Apply clicks' })).toBeVisible();
    expect(await axeProblems(page, 'job list')).toEqual([]);
    await page.getByRole('link', { name: 'New item' }).click();
    for (const lang of ['ZH', 'HK', 'EN']) {
      await page.getByLabel(`Title (${lang})`).fill(`${title} ${lang}`);
      await page.getByLabel(`Duties (${lang})`).fill(`Build the parts catalogue ${lang}\nReview code ${lang}`);
      await page.getByLabel(`Requirements (${lang})`).fill(`Five years of TypeScript ${lang}`);
    }
    await page.getByLabel('Job family').selectOption({ label: 'Engineering' });
    await page.getByLabel('City (office)').selectOption({ label: 'Changsha' });
    await page.getByLabel('Openings (headcount)').fill('2');
    await page.getByLabel('Salary from').fill('30000');
    await page.getByLabel('Salary up to').fill('20000');
    await page.getByLabel('How to apply').fill('jobs@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must not be less than the salary from.')).toBeVisible();
    await expect(page.getByText(/^Write mailto: followed by an e-mail address/)).toBeVisible();
    expect(await axeProblems(page, 'job editor, two fields refused')).toEqual([]);
    await expect(page).toHaveURL(/\/admin\/content\/job\/new$/);

    await page.getByLabel('Salary up to').fill('45000');
    await page.getByLabel('How to apply').fill('mailto:jobs@example.com');
    await page.getByLabel('Valid through (Beijing time, UTC+08:00)').fill('2099-12-31T18:00');
    const id = await saveNewContent(page);
    try {
      const stored = await request.get(site(`${API_PREFIX}/admin/job/${id}`), { headers: ADMIN_HEADERS });
      expect((await stored.json()).data).toMatchObject({
        category: 'engineering',
        city: 'changsha',
        headcount: 2,
        salaryMin: 30000,
        salaryMax: 45000,
        applyTo: 'mailto:jobs@example.com',
        validThrough: '2099-12-31T10:00:00Z',
        duties: { en: 'Build the parts catalogue EN\nReview code EN' },
      });

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      const click = await request.post(site(`${API_PREFIX}/job/applyClick`), { data: { id } });
      expect(click.status(), await click.text()).toBe(200);
      await page.getByRole('link', { name: 'Back to the list' }).click();
      await page.getByLabel('Search titles and summaries').fill(title);
      await page.getByRole('button', { name: 'Filter' }).click();
      const row = page.getByRole('row').filter({ hasText: `${title} EN` });
      await expect(row.locator('[data-label="Apply clicks"]')).toHaveText('1 in all1 in 30 days, 1 today');
    } finally {
      await deleteContent(request, 'job', id);
    }
  });

  test('an IR user cannot open the job openings, nor an HR user the announcements: hidden, "not allowed", 403 from the API', async ({
    browser,
  }) => {
    for (const [role, words, other, kind] of [
      ['ir', 'Investor relations', 'Job openings', 'job'],
      ['hr', 'Human resources', 'Announcements', 'notice'],
    ] as const) {
      const context = await browser.newContext({ baseURL: CONSOLE_URL, locale: 'en-GB' });
      const page = await context.newPage();
      await signInToConsole(page, await createConsoleAccount(page.request, role));
      await expect(nav(page).getByRole('link', { name: other })).toHaveCount(0);
      await page.goto(`/admin/content/${kind}`);
      await expect(page.getByText(`Your role (${words}) may not open this part of the console.`)).toBeVisible();
      expect(await page.evaluate(async (url) => (await fetch(url)).status, `${API_PREFIX}/admin/${kind}`)).toBe(403);
      await context.close();
    }
  });

  test('the console screens pass axe (WCAG 2.2 A and AA) in both interface languages', async ({ page }) => {
    const problems: string[] = [];
    const check = async (what: string) => {
      problems.push(...(await axeProblems(page, what)));
    };
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the content console' })).toBeVisible();
    await check('sign-in');
    await signInToConsole(page, await createConsoleAccount(page.request, 'media'));
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

/**
 * Every federated remote's script runs on the public origin: from there, nothing of the console
 * may be reachable, least of all a signed-in member of staff's session.
 */
test.describe('the console on its own origin', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', baseURL: CONSOLE_URL });

  test("/admin and /api-official-web/admin/session are 404 on the public origin and answer on the console's", async ({
    page,
    request,
  }) => {
    for (const path of ['/admin', '/admin/', '/admin/sign-in']) {
      const served = await fetchServed(request, site(path));
      expect([path, served.status]).toEqual([path, 404]);
      expect(served.mainText).toContain(NOT_FOUND_TEXT);
    }
    for (const method of ['get', 'post', 'delete'] as const) {
      const onPublic = await request[method](site(`${API_PREFIX}/admin/session`), {
        headers: { authorization: ADMIN_HEADERS.Authorization },
      });
      expect([method, onPublic.status()]).toEqual([method, 404]);
    }
    expect((await request.get(site(`${API_PREFIX}/admin/page-preview/media/1`))).status()).toBe(404);

    // On the console's origin: the sign-in screen, and the session route (401 until signed in; the bearer is admin).
    const consolePage = await page.goto('/admin');
    expect(consolePage?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Sign in to the content console' })).toBeVisible();
    expect(await page.evaluate(async (url) => (await fetch(url)).status, `${API_PREFIX}/admin/session`)).toBe(401);
    const asBearer = await request.get(site(`${API_PREFIX}/admin/session`), { headers: ADMIN_HEADERS });
    expect([asBearer.status(), (await asBearer.json()).data.role]).toEqual([200, 'admin']);
    expect(asBearer.headers()['access-control-allow-origin']).toBeUndefined();
    // The site's pages are on the public origin: the console's host sends them there.
    const redirected = await request.get(site('/en/investor'), { headers: CONSOLE_HOST, maxRedirects: 0 });
    expect([redirected.status(), redirected.headers().location]).toEqual([302, site('/en/investor')]);
    // No public page links to the console.
    for (const path of ['/', '/en', '/en/investor', '/en/contact', '/en/media']) {
      const served = await fetchServed(request, site(path));
      expect([path, /href="[^"]*\/admin|admin\.localhost/.test(served.html)]).toEqual([path, false]);
    }
  });

  test("the session cookie is host-only on the console's origin: a script on the public origin cannot reach the session", async ({
    page,
    context,
  }) => {
    const email = await createConsoleAccount(context.request, 'ir');
    const signedIn = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `${API_PREFIX}/admin/session` && response.request().method() === 'POST',
    );
    await signInToConsole(page, email);
    const setCookie = (await (await signedIn).headerValue('set-cookie')) ?? '';
    expect(setCookie).toMatch(/^azi_console=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(setCookie).not.toMatch(/domain=/i);

    const session = (await context.cookies()).filter((cookie) => cookie.name.endsWith('azi_console'));
    expect(session).toEqual([
      expect.objectContaining({ domain: 'admin.localhost', path: '/', httpOnly: true, sameSite: 'Strict' }),
    ]);
    expect((await context.cookies(SITE_ADDRESS)).filter((cookie) => cookie.name.endsWith('azi_console'))).toEqual([]);
    expect(
      (await context.cookies(`http://localhost:${new URL(CONSOLE_URL).port}`)).filter((cookie) =>
        cookie.name.endsWith('azi_console'),
      ),
    ).toEqual([]);

    // A public page of the same browser, signed in on the console meanwhile, as a remote's script would try.
    const publicPage = await context.newPage();
    await publicPage.goto(site('/en'));
    const tried = await publicPage.evaluate(
      async ({ api, consoleUrl }) => {
        const attempt = async (url: string, init?: RequestInit) => {
          try {
            const response = await fetch(url, init);
            return response.type === 'opaque'
              ? 'opaque'
              : `${response.status} ${(await response.text()).includes('csrfToken') ? 'with the CSRF token' : ''}`.trim();
          } catch {
            return 'blocked';
          }
        };
        return {
          sameOrigin: await attempt(`${api}/admin/session`),
          consoleOrigin: await attempt(`${consoleUrl}${api}/admin/session`, { credentials: 'include' }),
          consoleNoCors: await attempt(`${consoleUrl}${api}/admin/session`, {
            credentials: 'include',
            mode: 'no-cors',
          }),
          readsCookie: document.cookie.includes('azi_console'),
        };
      },
      { api: API_PREFIX, consoleUrl: CONSOLE_URL },
    );
    // Its own origin has no such route; the console's is out of reach (the public pages' CSP
    // connects to their own origin only, and the console's answers carry no CORS header either).
    expect(tried).toEqual({
      sameOrigin: '404',
      consoleOrigin: 'blocked',
      consoleNoCors: 'blocked',
      readsCookie: false,
    });

    // The console itself still has its session.
    expect(await page.evaluate(async (url) => (await fetch(url)).status, `${API_PREFIX}/admin/session`)).toBe(200);
  });
});
