import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import {
  ADMIN_HEADERS,
  CONSOLE_URL,
  createConsoleAccount,
  deleteContent,
  saveNewContent,
  signInToConsole,
  SITE_ADDRESS,
  unique,
} from './consoleOrigin';

/**
 * Issue 53: a call entered as 20:00 Beijing time showed as 07:00 in a New York browser with no
 * zone beside it. Event times are typed in Beijing time, the company's, and the console shows
 * beside the field when that is in New York (and in the viewer's own zone when it is neither);
 * the API keeps the instant. The browsers here are in other zones than Beijing on purpose.
 */
async function signInAsIr(page: Page): Promise<void> {
  const email = await createConsoleAccount(page.request, 'ir');
  // Nothing goes wrong before anyone signs in: no 401 asked for, no error in the browser's console.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 401) errors.push(`401 from ${new URL(response.url()).pathname}`);
  });
  await page.goto(`${CONSOLE_URL}/admin/`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors, 'the sign-in page, before signing in').toEqual([]);
  await signInToConsole(page, email);
}

test.describe('event times in a New York browser', () => {
  test.use({ locale: 'en-GB', timezoneId: 'America/New_York', baseURL: CONSOLE_URL });
  let made: number | undefined;
  test.afterEach(async ({ request }) => {
    if (made !== undefined) await deleteContent(request, 'investorCalendar', made);
    made = undefined;
  });

  test('are typed in Beijing time, show New York beside them, are stored as that instant and come back unchanged', async ({
    page,
    request,
  }) => {
    await signInAsIr(page);
    await page.goto('/admin/content/investorCalendar/new');
    for (const lang of ['ZH', 'HK', 'EN'])
      await page.getByLabel(`Title (${lang})`).fill(`Zone check ${lang} ${unique()}`);
    await page.getByLabel('Kind').selectOption({ label: 'Conference call' });
    await page.getByLabel('Date shown').fill('2026-03-10');

    const start = page.getByLabel('Event time (Beijing time, UTC+08:00)');
    await start.fill('2026-03-10T20:00');
    // 12:00 UTC: New York had gone over to summer time two days before.
    await expect(page.getByText('New York: 2026-03-10 08:00 EDT')).toBeVisible();
    // The browser is in New York: its own time is the line above, not said twice.
    await expect(page.getByText(/^Your time/)).toHaveCount(0);
    await expect(page.getByLabel('Ends at (Beijing time, UTC+08:00)')).toBeVisible();
    // The other time field of the screen names the zone it is read in, the browser's.
    // The side panel may still be moving as the lines above appear; a click that lands where the radio
    // was is made again until the radio is checked.
    const atSetTime = page.getByRole('radio', { name: 'Publish at a set time' });
    await expect(async () => {
      await atSetTime.check({ timeout: 2_000 });
      await expect(atSetTime).toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByLabel(/^Publish at \(your local time, America\/New_York, UTC-0[45]:00\)$/)).toBeVisible();

    made = await saveNewContent(page);
    const stored = await request.get(`${SITE_ADDRESS}${API_PREFIX}/admin/investorCalendar/${made}`, {
      headers: ADMIN_HEADERS,
    });
    expect(stored.status(), await stored.text()).toBe(200);
    expect(new Date(((await stored.json()) as { data: { eventAt: string } }).data.eventAt).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );

    // Opened again in New York, the field still says 20:00: Beijing time, not the browser's 08:00.
    await page.reload();
    await expect(page.getByLabel('Event time (Beijing time, UTC+08:00)')).toHaveValue('2026-03-10T20:00');
    await expect(page.getByText('New York: 2026-03-10 08:00 EDT')).toBeVisible();
  });
});

test.describe('event times in a browser neither in Beijing nor in New York', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London', baseURL: CONSOLE_URL });

  test("show the viewer's own time too, named by its zone", async ({ page }) => {
    await signInAsIr(page);
    await page.goto('/admin/content/investorCalendar/new');
    await page.getByLabel('Event time (Beijing time, UTC+08:00)').fill('2026-12-10T20:00');
    await expect(page.getByText('New York: 2026-12-10 07:00 EST')).toBeVisible();
    await expect(page.getByText('Your time (Europe/London, UTC+00:00): 2026-12-10 12:00')).toBeVisible();
  });
});
