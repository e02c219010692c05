/**
 * The content console lives on its own origin (CONSOLE_URL, set by playwright.config.ts for the
 * server and the tests alike: http://admin.localhost:<port>); the public site is the tests'
 * baseURL. Chromium resolves *.localhost to this machine by itself, so pages simply go there. Node
 * does not: requests made from the tests (Playwright's `request`) go to the server's own address,
 * 127.0.0.1, and name the console in the Host header, which is how the server tells the two apart.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { Role } from '@azi/shared/api/schemas/console';

const url = new URL(process.env.CONSOLE_URL ?? 'http://admin.localhost:4173');

export const CONSOLE_URL = url.origin;

/** The server's address, from Node: the public origin of the e2e server (PUBLIC_URL). */
export const SITE_ADDRESS = `${url.protocol}//127.0.0.1:${url.port}`;

/** Headers of a request from Node meant for the console's host. */
export const CONSOLE_HOST = { Host: url.host };

/** The automation's bearer (ADMIN_TOKEN), on the console's host, where the admin API answers. */
export const ADMIN_HEADERS = {
  Authorization: `Bearer ${process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789'}`,
  ...CONSOLE_HOST,
};

/** Deletes what a test made through the admin API (`kind`: its segment, as `investorCalendar` or `faq`). */
export async function deleteContent(request: APIRequestContext, kind: string, id: number): Promise<void> {
  await request.delete(`${SITE_ADDRESS}${API_PREFIX}/admin/${kind}/${id}`, { headers: ADMIN_HEADERS });
}

/** The password of every account the tests make. */
const PASSWORD = 'e2e console password 2026';

/** A name no other test (nor an earlier run) has used. */
export const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A staff account of `role`, made with the automation's bearer; its e-mail (unique, so tests run in parallel and in any order). */
export async function createConsoleAccount(request: APIRequestContext, role: Exclude<Role, 'admin'>): Promise<string> {
  const email = `${role}-${unique()}@e2e.example.com`;
  const response = await request.post(`${SITE_ADDRESS}${API_PREFIX}/admin/accounts`, {
    headers: ADMIN_HEADERS,
    data: { email, role, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Signs `email` in to the console, in `page`, and waits for its overview (on a phone its sections are behind the menu). */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto(`${CONSOLE_URL}/admin/`);
  await expect(page.getByRole('heading', { name: 'Sign in to the content console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
}

/**
 * Clicks Save on a new item in the content editor and waits for the API's answer, then for the
 * console's "Created as a draft." at the item's own address; answers the item's id. A refusal names
 * the API's status and words instead of only a missing message (once, on CI, the message did not
 * come within the expect's 7 s and nothing said why).
 */
export async function saveNewContent(page: Page): Promise<number> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith(`${API_PREFIX}/admin/`) &&
      /\/admin\/[A-Za-z]+$/.test(new URL(response.url()).pathname),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await answered;
  expect(response.status(), `the API's answer to the save: ${await response.text()}`).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Created as a draft.' })).toBeVisible({ timeout: 15_000 });
  const id = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  expect(id, page.url()).toBeGreaterThan(0);
  return id;
}
