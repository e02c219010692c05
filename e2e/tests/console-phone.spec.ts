import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { ADMIN_HEADERS, CONSOLE_HOST, CONSOLE_URL, SITE_ADDRESS } from './consoleOrigin';
import { gradientPng } from './gradientPng';

/**
 * Issue 38: staff publish from their phones. At 390 px (where it was seen) and at 360 px (the
 * narrowest phone we serve), every console screen fits the width: the sections fold behind a
 * "Menu" button, the publishing panel follows the fields instead of covering them, "Choose from
 * the library" can be pressed, the library's cards fit the screen, and axe finds nothing.
 */
const PASSWORD = 'e2e console password 2026';
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const site = (path: string) => `${SITE_ADDRESS}${path}`;

async function createAdmin(request: APIRequestContext): Promise<string> {
  const email = `phone-${unique()}@e2e.example.com`;
  const response = await request.post(site(`${API_PREFIX}/admin/accounts`), { headers: ADMIN_HEADERS, data: { email, role: 'admin', password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** A picture in the library with its words, so the picker and the library have a card to show. */
async function uploadPicture(request: APIRequestContext): Promise<string> {
  const fileName = `phone-${unique()}-a-rather-long-file-name-of-a-launch-photo.png`;
  const uploaded = await request.post(site(`${API_PREFIX}/admin/pictures?fileName=${fileName}`), { headers: { ...ADMIN_HEADERS, 'Content-Type': 'image/png' }, data: gradientPng(640, 360) });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = ((await uploaded.json()) as { data: { id: number } }).data;
  const words = await request.put(site(`${API_PREFIX}/admin/pictures/${id}`), { headers: { ...ADMIN_HEADERS, ...CONSOLE_HOST }, data: { alt: { zh: '发布会现场', hk: '發佈會現場', en: 'The launch event' } } });
  expect(words.status(), await words.text()).toBe(200);
  return fileName;
}

/** Nothing on the page reaches past the screen's right edge (the page never scrolls sideways). */
async function expectFitsWidth(page: Page, what: string) {
  // The screen's width, not window.innerWidth: a phone widens its layout viewport to fit a page
  // that overflows (and then zooms out), so innerWidth would grow with the fault.
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what}: the page is ${scrollWidth}px wide on a ${width}px screen`).toBeLessThanOrEqual(width);
}

async function expectInsideScreen(page: Page, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends at ${box.x + box.width}px on a ${width}px screen`).toBeLessThanOrEqual(width);
}

async function expectAxeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${what}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

const menu = (page: Page) => page.getByRole('button', { name: 'Menu' });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

/** Opens a section as a person on a phone does: the menu, then the section. */
async function openSection(page: Page, name: string) {
  await menu(page).click();
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');
  await sections(page).getByRole('link', { name, exact: true }).click();
  // The chosen section is where they work now: the menu folds away by itself.
  await expect(sections(page)).toBeHidden();
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'false');
}

for (const width of [390, 360]) {
  test.describe(`the console on a ${width}px phone`, () => {
    test.use({ viewport: { width, height: 844 }, locale: 'en-GB', baseURL: CONSOLE_URL, isMobile: true, hasTouch: true });

    test('the editor, the picture library and the alerts screen fit the screen, work by touch and pass axe', async ({ page }) => {
      test.setTimeout(90_000);
      const [email, pictureName] = await Promise.all([createAdmin(page.request), uploadPicture(page.request)]);
      await page.goto('/admin/');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Folded: the overview gets the width; the menu holds the sections and the account controls.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(sections(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
      await expectFitsWidth(page, 'overview');
      await menu(page).click();
      await expect(sections(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
      await expectAxeClean(page, 'overview with the menu open');
      await menu(page).click();
      await expect(sections(page)).toBeHidden();

      // The editor: fields first, then the publishing panel below them, never on top.
      await openSection(page, 'Press releases');
      await page.getByRole('link', { name: 'New item' }).click();
      await expect(page.getByRole('heading', { name: 'New: Press releases' })).toBeVisible();
      await expectFitsWidth(page, 'editor');
      const title = page.getByLabel('Title (EN)');
      await expectInsideScreen(page, title, 'the English title field');
      const titleBox = (await title.boundingBox())!;
      const publishing = page.getByRole('group', { name: /Publishing/ });
      const publishingBox = (await publishing.boundingBox())!;
      expect(publishingBox.y, 'the publishing panel starts below the text fields').toBeGreaterThan(titleBox.y + titleBox.height);
      await title.fill('Written on a phone');

      // "Choose from the library" is not covered (a click on a covered button fails here).
      await page.getByRole('button', { name: 'Choose from the library' }).click();
      const card = page.getByRole('listitem', { name: pictureName });
      await expect(card).toBeVisible();
      await expectInsideScreen(page, card, 'a card of the picker');
      await expectFitsWidth(page, 'editor with the library open');
      await expectAxeClean(page, 'editor with the library open');
      await card.getByRole('button').click();
      await expect(page.getByText(`Chosen: ${pictureName}`)).toBeVisible();

      // The picture library.
      await openSection(page, 'Picture library');
      await expect(page.getByRole('heading', { name: 'Picture library', level: 1 })).toBeVisible();
      const libraryCard = page.getByRole('listitem', { name: pictureName });
      await expect(libraryCard).toBeVisible();
      await expectInsideScreen(page, libraryCard, 'a card of the library');
      await libraryCard.getByRole('button', { name: 'Words' }).click();
      await expectFitsWidth(page, 'picture library');
      await expectAxeClean(page, 'picture library');

      // The alerts screen: its tables scroll in their own boxes, the page does not.
      await openSection(page, 'E-mail alerts');
      await expect(page.getByRole('heading', { name: 'E-mail alerts', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /subscribers$/ })).toBeVisible();
      await expectFitsWidth(page, 'alerts');
      await expectAxeClean(page, 'alerts');
    });
  });
}
