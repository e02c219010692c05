// @ts-check
/**
 * How much JavaScript a visitor downloads (gzip bytes): the first view of the home page and of each
 * section (a visitor who lands there), and what a first visit to each section adds on top of the
 * home page (a visitor who comes in by the home page). Needs the site running (npm start).
 *   node tools/budget.mjs [baseUrl]            (DETAIL=1 also lists each script of each step)
 * Prefetching is switched off (as on a save-data connection) so each figure is the cost of that
 * step alone. Scripts written into the page (the start script) count with the first view, each
 * gzipped on its own.
 * A section landed on runs its code only when the visitor reaches into it or the browser is idle
 * after the load (decision 007): its first view here is what runs before either (the idle moment
 * is held back). Its files are fetched meanwhile (rel=prefetch), not counted: they do not run.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const base = process.argv[2] ?? 'http://localhost:8080';
const SECTIONS = ['/job_list', '/investor', '/media', '/introduce', '/service', '/contact'];

const browser = await chromium.launch(CHROMIUM_LAUNCH);

/** Opens a page (the home page unless told), then (optionally) navigates inside the app; returns gzip bytes of JS per step. */
async function measure(/** @type {string | undefined} */ then, landing = '/') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  if (!then) await context.addInitScript(() => (window.requestIdleCallback = () => 0));
  const page = await context.newPage();
  let step = 0;
  const bytes = [0, 0];
  /** @type {string[][]} */
  const files = [[], []];
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    const current = step;
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          const size = gzipSync(body).length;
          bytes[current] += size;
          files[current].push(`${kb(size).padStart(9)}  ${new URL(response.url()).pathname}`);
        },
        () => undefined, // a redirect or aborted response has no body
      ),
    );
  });
  await page.goto(base + landing, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // Scripts written into the page (the start script) are part of the first view too.
  const inline = await page.evaluate(() =>
    /* global document -- this function runs in the page */
    Array.from(document.scripts)
      .filter((script) => !script.src && !/json/.test(script.type))
      .map((script) => script.text),
  );
  for (const text of inline) {
    const size = gzipSync(text).length;
    bytes[0] += size;
    files[0].push(`${kb(size).padStart(9)}  (in the page)`);
  }
  if (then) {
    step = 1;
    await page.evaluate((path) => {
      /* global window, PopStateEvent -- this function runs in the page */
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, then);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
  }
  await Promise.all(pending);
  await context.close();
  if (process.env.DETAIL) for (const line of files[then ? 1 : 0]) console.log(line);
  return bytes;
}

const [home] = await measure(undefined);
console.log(`home page, first view: ${kb(home)} of JavaScript (gzip)`);
for (const section of SECTIONS) {
  const [landed] = await measure(undefined, section);
  console.log(`${section}, first view: ${kb(landed)}`);
}
for (const section of SECTIONS) {
  const [, added] = await measure(section);
  console.log(`first visit to ${section} after the home page adds: ${kb(added)}`);
}
await browser.close();
