// @ts-check
/**
 * Looks at a page as a visitor would: `node tools/screenshot.mjs URL out.png [width] [height] [--full]`.
 * Uses Debian's Chromium (no browser download here).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

const [url, out, width = '1280', height = '800', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node tools/screenshot.mjs URL out.png [width] [height] [--full]');
  process.exit(2);
}
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (msg) => {
  if (msg.type() === 'error') console.error('console error:', msg.text());
});
page.on('pageerror', (error) => console.error('page error:', error.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
console.log(`${out}: ${page.url()} — ${await page.title()}`);
await browser.close();
