// @ts-check
/**
 * `node tools/hydration-check.mjs [base] [paths…]`: opens pages of a running site in Chromium and
 * prints, per page, the console errors and warnings (hydration mismatches among them), whether
 * the page fetched API data the server had already sent, and how long hydration took.
 * A quick look while working; the e2e suite holds the lasting checks.
 *   REACH=1 node tools/hydration-check.mjs …   (a landed section hydrates as a visitor makes it:
 *                                               the pointer over <main> once the page has loaded,
 *                                               instead of the whole page at once)
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const paths =
  process.argv.slice(3).length > 0 ? process.argv.slice(3) : ['/', '/en/service', '/en/investor', '/en/media'];
const reach = process.env.REACH === '1';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
let failures = 0;
for (const target of paths) {
  const mobile = target.includes('/mobile');
  const context = await browser.newContext({
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  // The whole page live at once (a landed section otherwise waits for the visitor or an idle moment).
  if (!reach) await context.addInitScript(() => Object.assign(globalThis, { __aziHydrateAtOnce: true }));
  const page = await context.newPage();
  const messages = [];
  const apiCalls = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message.slice(0, 300)}`));
  page.on('request', (r) => {
    if (r.url().includes('/api-official-web/')) apiCalls.push(r.url().replace(base, ''));
  });
  const response = await page.goto(base + target, { waitUntil: 'networkidle' });
  if (reach) {
    await page.locator('main').dispatchEvent('pointerover');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(500);
  const shot = `/tmp/shots/${target.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;
  await page.screenshot({ path: shot });
  const bad = messages.length > 0;
  if (bad) failures += 1;
  console.log(
    `${bad ? 'FAIL' : 'ok  '} ${response?.status()} ${target} -> ${page.url().replace(base, '')}  api after load: ${apiCalls.length}  ${shot}`,
  );
  for (const m of messages) console.log(`     ${m}`);
  for (const a of apiCalls) console.log(`     api: ${a}`);
  await context.close();
}
await browser.close();
process.exit(failures > 0 ? 1 : 0);
