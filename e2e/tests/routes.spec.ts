import { expect, test } from '@playwright/test';
import en from '../../shell/src/meta/locales/en.json';
import hk from '../../shell/src/meta/locales/hk.json';
import zh from '../../shell/src/meta/locales/zh.json';
import {
  ALL_PAGES,
  buildPath,
  HTML_LANG,
  hydrated,
  LANGS,
  LAYOUTS,
  NOT_FOUND_TEXT,
  VIEWPORT,
  type PageKey,
} from './site';

const META = { zh, hk, en } as const;
/** Pages named after what they show (a job, an article): their title starts with their heading. */
const titledByContent = (key: PageKey) => key === 'mediaDetail' || key === 'event' || key === 'job_detail';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const layout of LAYOUTS) {
  for (const lang of LANGS) {
    test(`every ${layout} page answers in ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(VIEWPORT[layout]);
      for (const key of ALL_PAGES) {
        // The seed's first article and first calendar item.
        const path = buildPath(
          { lang, layout, page: key },
          key === 'mediaDetail' || key === 'event' || key === 'job_detail' ? { query: { id: 1 } } : {},
        );
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('main'), path).toBeVisible();
        await expect(page.locator('main h1').first(), path).toBeVisible();
        await expect(page.getByText(NOT_FOUND_TEXT), path).toHaveCount(0);
        expect(page.url(), `${path} keeps its layout`).toContain(path.split('?')[0]!);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
        const expected = titledByContent(key)
          ? new RegExp(`^${escapeRegExp((await page.locator('main h1').first().innerText()).trim())}`)
          : (META[lang] as Record<string, { title: string }>)[key]!.title;
        await expect(page, `${path} has its own title`).toHaveTitle(expected);
      }
    });
  }
}

test('an unsupported language is not found, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/fr/introduce');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

test('an unmatched route is not found, with a way back to the index', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a /zh path is redirected to the unprefixed one, query and hash kept', async ({ page }) => {
  await page.goto('/zh/introduce?x=1#fzlc');
  await expect(page).toHaveURL(/\/introduce\?x=1#fzlc$/);
  const response = await page.request.get('/zh/service?y=2', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/service?y=2');
});

test('/ honours the lang cookie of a returning visitor, and an explicit URL wins', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/hk/service');
  await expect(page).toHaveURL(/\/hk\/service$/);
});

test('the tips page says the site is under construction in each language', async ({ page }) => {
  await page.goto('/tips');
  await expect(page.getByText('网站正在建设中...')).toBeVisible();
  await page.goto('/hk/tips');
  await expect(page.getByText('網站正在建設中...')).toBeVisible();
  await page.goto('/en/tips');
  await expect(page.getByText('This website is under construction...')).toBeVisible();
});

test('the server sends security headers, no-cache registry, briefly cached version entries and immutable chunks', async ({
  request,
}) => {
  const home = await request.get('/en');
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['referrer-policy']).toBeTruthy();
  const registry = await request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const manifestUrl = (await registry.json()).mfe_investor as string;
  const manifest = await request.get(manifestUrl);
  // A released version never changes: its manifest and entry are kept for the click that follows a prefetch.
  expect(manifest.headers()['cache-control']).toBe('public, max-age=300');
  expect(
    (await request.get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'))).headers()['cache-control'],
  ).toBe('public, max-age=300');
  const body = await manifest.json();
  const chunk = body.exposes[0].assets.js.sync[0] as string;
  const chunkResponse = await request.get(manifestUrl.replace('mf-manifest.json', chunk));
  expect(chunkResponse.headers()['cache-control']).toContain('immutable');
});

test('robots.txt and the sitemap list every page with hreflang alternates', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/en/investor_list5</loc>');
  expect(sitemap).toContain('hreflang="zh-HK"');
  expect(sitemap).toContain('hreflang="x-default"');
});

test("a click inside the site gives the page it leads to its own title, read out on arrival, even before the titles' file has come", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT.desktop);
  // The titles are not part of the first view (the served page has its own): held back here until
  // after the click, so the page the click leads to has to wait for them.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/meta-text-en\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(buildPath({ lang: 'en', layout: 'desktop', page: 'introduce' }));
  await expect(page).toHaveTitle(en.introduce.title);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await hydrated(nav.getByRole('link', { name: 'Media', exact: true }));
  await nav.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/media$/);
  release();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page).toHaveTitle(en.media.title);
  await expect(page.locator('p[aria-live="polite"]')).toHaveText(en.media.title);
});
