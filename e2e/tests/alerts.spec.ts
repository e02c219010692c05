import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN_HEADERS, CONSOLE_URL, SITE_ADDRESS } from './consoleOrigin';
import { hydrated, VIEWPORT } from './site';

/**
 * Issue 24's "Done when": with SMTP_URL pointing at tools/e2e-server.mjs's SMTP catcher, a visitor
 * subscribes on /en/investor, confirms through the mailed link, a press release published in the
 * console brings one English mail with both unsubscribe headers, a one-click unsubscribe stops the
 * next one, and a subscriber in hk (here without JavaScript, on the phone layout of /hk/media) gets
 * the Traditional Chinese text.
 */
const CAPTCHA = process.env.CAPTCHA_FIXED ?? '1234';
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? Number(new URL(CONSOLE_URL).port) + 1);

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** This run's press releases are named with it. */
const RUN = Date.now().toString(36);

/**
 * The mails to `to` that this spec caused: its confirmations and the alerts of its own press
 * releases. Other specs publish press releases in parallel, and every confirmed subscriber gets
 * those too.
 */
async function mailsTo(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  const response = await request.get(`http://127.0.0.1:${MAIL_PORT}/mails?to=${encodeURIComponent(to)}`);
  const isAlert = (mail: CaughtMail) => /^[[【]/.test(mail.subject);
  return ((await response.json()) as CaughtMail[]).filter((mail) => !isAlert(mail) || mail.subject.includes(RUN));
}

async function waitForMails(request: APIRequestContext, to: string, count: number): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(request, to)).length, { timeout: 20_000, message: `mails to ${to}` })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** A press release as the console publishes it (its admin API, on the console's host). */
async function publishPressRelease(request: APIRequestContext, marker: string): Promise<number> {
  const response = await request.post(`${SITE_ADDRESS}/api-official-web/admin/media`, {
    headers: ADMIN_HEADERS,
    data: {
      title: { zh: `简体标题 ${marker} ${RUN}`, hk: `繁體標題 ${marker} ${RUN}`, en: `English title ${marker} ${RUN}` },
      summary: { zh: '简体摘要', hk: '繁體摘要：新店開業', en: 'A new store opens.' },
      body: { zh: '<p>正文</p>', hk: '<p>正文</p>', en: '<p>Body</p>' },
      date: '2026-11-24',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const linkIn = (text: string, part: string) => text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part)) ?? '';

async function confirmWith(
  browser: Browser,
  link: string,
  options: { javaScriptEnabled: boolean; button: string; done: RegExp },
) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(link);
  // With JavaScript, the page's own handler answers (a click before it is live posts the plain form).
  if (options.javaScriptEnabled) await hydrated(page.getByRole('button', { name: options.button }));
  await page.getByRole('button', { name: options.button }).click();
  await expect(page.getByRole('status').filter({ hasText: options.done })).toBeVisible();
  await context.close();
}

test.describe('e-mail alerts', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: VIEWPORT.desktop });
  const english = `en-${Date.now()}@example.com`;
  const hongKong = `hk-${Date.now()}@example.com`;

  test('an English subscriber confirms, gets one mail per press release with both unsubscribe headers, and one click stops them', async ({
    page,
    request,
    browser,
  }) => {
    await page.goto('/en/investor#alerts');
    const form = page.locator('#alerts form');
    await expect(page.getByRole('heading', { name: 'E-mail alerts' })).toBeVisible();
    // The form with JavaScript (before the page is live, it posts as a plain form: the next test's path).
    await hydrated(form.getByRole('button', { name: 'Subscribe' }));
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(english);
    await expect(form.getByLabel('Language of the mails')).toHaveValue('en');
    await form.getByRole('checkbox', { name: 'Press releases' }).check();
    await form.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
    await form.getByRole('checkbox', { name: /I agree that my e-mail address/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(`we have sent a confirmation mail to ${english}`)).toBeVisible();

    const [confirmation] = await waitForMails(request, english, 1);
    expect(confirmation!.subject).toBe('Please confirm your Autozi e-mail alerts');
    const link = linkIn(confirmation!.text, '/en/alerts?confirm=');
    expect(link).not.toBe('');
    await confirmWith(browser, link, {
      javaScriptEnabled: true,
      button: 'Confirm my subscription',
      done: /your e-mail alerts are on/,
    });

    await publishPressRelease(request, 'first');
    const [, alert] = await waitForMails(request, english, 2);
    expect(alert!.subject).toBe(`[Press releases] English title first ${RUN}`);
    expect(alert!.text).toContain('A new store opens.');
    expect(alert!.text).toMatch(/\/en\/mediaDetail\?id=\d+/);
    expect(alert!.html).toContain(`English title first ${RUN}`);
    expect(alert!.headers['list-unsubscribe']).toMatch(
      /^<http[^>]+\/api-official-web\/alerts\/unsubscribe\?token=[^>]+>, <mailto:ir-alerts@e2e\.example\.com\?subject=[^>]+>$/,
    );
    expect(alert!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: what a mail program does, with no cookie and no page.
    const oneClick = /^<([^>]+)>/.exec(alert!.headers['list-unsubscribe']!)![1]!;
    const unsubscribed = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(unsubscribed.status()).toBe(200);

    await publishPressRelease(request, 'second');
    await page.waitForTimeout(5000);
    const after = await mailsTo(request, english);
    expect(after.map((m) => m.subject)).toEqual([
      'Please confirm your Autozi e-mail alerts',
      `[Press releases] English title first ${RUN}`,
    ]);
  });

  test('a subscriber in hk, on a phone without JavaScript, gets the Traditional Chinese text', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT.mobile });
    const page = await context.newPage();
    await page.goto('/hk/mobile/media#alerts');
    const form = page.locator('#alerts form');
    await form.getByRole('textbox', { name: '電郵地址' }).fill(hongKong);
    await expect(form.getByLabel('電郵語言')).toHaveValue('hk');
    await expect(form.getByRole('checkbox', { name: '新聞稿' })).toBeChecked();
    await form.getByRole('textbox', { name: '驗證碼' }).fill(CAPTCHA);
    await form.getByRole('checkbox', { name: /本人同意/ }).check();
    await form.getByRole('button', { name: '訂閱' }).click();
    await expect(page).toHaveURL(/\/hk\/mobile\/alerts\?result=pending$/);
    await expect(page.getByRole('status')).toContainText('我們已向閣下發送確認電郵');
    await context.close();

    const [confirmation] = await waitForMails(request, hongKong, 1);
    expect(confirmation!.subject).toBe('請確認訂閱中馳車福電郵提示');
    await confirmWith(browser, linkIn(confirmation!.text, '/hk/mobile/alerts?confirm='), {
      javaScriptEnabled: false,
      button: '確認訂閱',
      done: /電郵提示已開啟/,
    });

    await publishPressRelease(request, 'third');
    const [, alert] = await waitForMails(request, hongKong, 2);
    expect(alert!.subject).toBe(`【新聞稿】繁體標題 third ${RUN}`);
    expect(alert!.text).toContain('繁體摘要：新店開業');
    expect(alert!.text).toContain('取消訂閱');
    expect(alert!.text).toMatch(/\/hk\/mediaDetail\?id=\d+/);
  });

  test('a refused post without JavaScript says why in the visitor language and leads back to the form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/investor#alerts');
    const form = page.locator('#alerts form');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(`wrong-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: 'Verification code' }).fill('zzzz');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/en\/alerts\?result=error&reason=captcha&from=investor$/);
    await expect(page.getByRole('alert')).toHaveText('Incorrect verification code');
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/en\/investor#alerts$/);
    await context.close();
  });
});
