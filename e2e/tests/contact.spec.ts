import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HOST } from './consoleOrigin';
import { VIEWPORT } from './site';

/** The e2e server starts the API with a fixed captcha answer and a known admin token. */
const CAPTCHA = process.env.CAPTCHA_FIXED ?? '1234';
const WRONG_CAPTCHA = CAPTCHA === '9876' ? '5432' : '9876';
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';

async function fillValidForm(page: Page, marker: string) {
  await page.getByLabel('Company name').fill('Example Media Ltd');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Reporter');
  await page.getByLabel('Position').fill('Editor');
  await page.getByRole('textbox', { name: 'Contact number' }).fill('+852 2123 4567');
  await page.getByRole('textbox', { name: 'Email' }).fill(`${marker}@example.com`);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Hong Kong, Macao or Taiwan media' });
  await page.getByRole('textbox', { name: 'Content' }).fill(`Interview request ${marker}`);
  await page.getByLabel('I have read and accept the privacy statement above').check();
}

test.describe('contact form', () => {
  test.use({ viewport: VIEWPORT.desktop });

  test('shows the phone, email and verification-code messages, then saves a lead the admin endpoint lists', async ({
    page,
    request,
  }) => {
    const marker = `e2e-${Date.now()}`;
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();

    // Format errors show beside the field as soon as it is left.
    const phone = page.getByRole('textbox', { name: 'Contact number' });
    await phone.fill('12345');
    await phone.blur();
    await expect(page.getByText('The mobile number format is incorrect')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText('Please enter the correct email address')).toBeVisible();

    // A wrong code: the API says so, the picture changes, only the code is cleared.
    await fillValidForm(page, marker);
    await expect(page.getByText('The mobile number format is incorrect')).toBeHidden();
    const code = page.getByRole('textbox', { name: 'Verification code', exact: true });
    const firstPicture = await page.getByRole('img', { name: 'Verification code image' }).getAttribute('src');
    await code.fill(WRONG_CAPTCHA);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Incorrect verification code')).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(`Interview request ${marker}`);
    await expect(page.getByRole('img', { name: 'Verification code image' })).not.toHaveAttribute(
      'src',
      firstPicture ?? '',
    );

    await code.fill(CAPTCHA);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/clueManage/save'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted successfully' })).toBeVisible();
    // The proof of work the page computed while the form was filled in went with it (and, sent, it
    // is checked even under CAPTCHA_FIXED), with nothing refused by the page's CSP.
    const pow = JSON.parse(
      Buffer.from(new URLSearchParams((await posted).postData() ?? '').get('pow') ?? '', 'base64').toString('utf8') ||
        'null',
    );
    expect(pow?.solution?.derivedKey).toMatch(/^[0-9a-f]{64}$/);
    expect(blocked).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('');
    await expect(page.getByLabel('I have read and accept the privacy statement above')).not.toBeChecked();

    // The admin API answers on the console's host only.
    const answer = await request.get('/api-official-web/admin/clues', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, ...CONSOLE_HOST },
    });
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as {
      data: { list: { email: string; content: string; type: string; telephone: string }[] };
    };
    const saved = body.data.list.find((lead) => lead.email === `${marker}@example.com`);
    expect(saved).toMatchObject({
      content: `Interview request ${marker}`,
      type: 'hkMacaoTaiwanMedia',
      telephone: '+85221234567',
    });
  });

  test('refuses to send without consent and says why, in Chinese on the Chinese page', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请阅读并同意隐私声明')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '姓名', exact: true })).toBeFocused();
  });
});

test.describe('contact form on a phone', () => {
  test.use({ viewport: VIEWPORT.mobile });

  test('is one column with the contact details and a full-width submit button', async ({ page }) => {
    await page.goto('/en/mobile/contact');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeVisible();
    const box = await submit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await expect(page.getByRole('complementary', { name: 'Contact details' })).toContainText('9:00-18:00');
    const refresh = await page.getByRole('button', { name: 'Get a new verification code' }).boundingBox();
    expect(refresh?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
