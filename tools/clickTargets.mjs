// @ts-check
/**
 * What tools/click-timing.mjs clicks: the clicks of issue 26, and, before the runs, the link each
 * uses and the h1 it leads to on a profile (the mobile one uses the /mobile/ twins).
 */
import { MOBILE } from './mobilePreset.mjs';
import { openPage } from './clickTimingPage.mjs';

/** The clicks of issue 26: a start page, the link a visitor clicks on it, where it leads. */
export const CLICKS = [
  { from: '/en/media', link: 'main a[href*="mediaDetail?id="]', label: '/en/media → an article' },
  { from: '/en', link: 'header a[href="{to}"]', to: '/en/investor', menu: true },
  { from: '/en/investor', link: 'main a[href^="{to}"]', to: '/en/investor_list3' },
  { from: '/en', link: 'header a[href="{to}"]', to: '/en/introduce', menu: true },
  { from: '/en/introduce', link: 'header a[href="{to}"]', to: '/en/service', menu: true },
  { from: '/en/job_list', link: 'main a[href="{to}"]', to: '/en/job_detail?id=1' },
];

/** The mobile twin of a desktop path: /en/investor → /en/mobile/investor, /en → /en/mobile. */
function mobilePath(/** @type {string} */ desktop) {
  const [, lang, rest = ''] = /^\/(en|hk)?\/?(.*)$/.exec(desktop) ?? [];
  return `${lang ? `/${lang}` : ''}/mobile${rest ? `/${rest}` : ''}`;
}

/**
 * The link a click uses and where it leads, with the h1 the target shows (read once, unmeasured).
 * @param {import('@playwright/test').Browser} browser @param {string} base @param {'desktop' | 'mobile'} profile @param {(typeof CLICKS)[number]} click
 */
export async function discover(browser, base, profile, click) {
  const from = profile === 'mobile' ? mobilePath(click.from) : click.from;
  const desktopTo = click.to ?? '';
  const to = click.to ? (profile === 'mobile' ? mobilePath(click.to) : click.to) : undefined;
  const menu = profile === 'mobile' && click.menu;
  const selector = menu ? `#mobile-menu a[href="${to}"]` : click.link.replace('{to}', to ?? desktopTo);
  const { context, page } = await openPage(browser, 'desktop');
  try {
    if (profile === 'mobile') await page.setViewportSize(MOBILE.viewport);
    await page.goto(base + from);
    const href = await page.locator(selector).first().getAttribute('href', { timeout: 30_000 });
    if (!href) throw new Error(`no link ${selector} on ${from}`);
    await page.goto(base + href);
    const heading = (await page.locator('h1').first().textContent({ timeout: 30_000 }))?.trim();
    if (!heading) throw new Error(`${href} shows no h1`);
    return { from, selector, href, heading, menu, label: click.label ?? `${click.from} → ${click.to}` };
  } finally {
    await context.close();
  }
}
