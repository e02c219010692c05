import { expect, test, type Page } from '@playwright/test';
import {
  existingArticle,
  existingEvent,
  buildPath,
  itemQuery,
  LANGS,
  LAYOUTS,
  liveAtLoad,
  VIEWPORT,
  type Lang,
  type Layout,
  type PageKey,
} from './site';
import { watchRequests, type RequestWatch } from './pageQuiet';
import { wcagViolations } from './wcagAxe';
import { SITE_PAGES } from '@azi/shared/routing/sitePages';

/**
 * axe-core over every page of SITE_PAGES in every language and both layouts, against WCAG 2.2
 * A and AA. One test per layout, language and group of pages, so a failure names where it is
 * and the groups run side by side; each test visits all its pages and then lists every
 * violation it found, not only the first.
 */
/** Pages grouped by the app that draws them. */
const GROUPS: Record<string, PageKey[]> = {
  shell: ['home', 'tips', 'contact', 'alerts', 'search', 'accessibility'],
  'about and services': ['introduce', 'service'],
  careers: SITE_PAGES.filter((p) => p.owner === 'mfe_careers').map((p) => p.key),
  investor: SITE_PAGES.filter((p) => p.owner === 'mfe_investor').map((p) => p.key),
  media: ['media', 'mediaDetail'],
};

test('the groups cover every page of the site', () => {
  expect(Object.values(GROUPS).flat().sort()).toEqual(SITE_PAGES.map((p) => p.key).sort());
});

/**
 * Waits for the page's own requests (not the downloads for a later click, pageQuiet.ts) and for
 * the header's colour transition: axe reads colours as they are drawn. No scrolling: every part is
 * live from the load (liveAtLoad), and a scroll through the page would only bring every link into
 * view, and the site then prepares each of those pages ahead of a click (their data drawn on the
 * server, their sections' code run in the browser), work that checks nothing here.
 */
async function settle(page: Page, requests: RequestWatch) {
  await requests.quiet();
  // The header's colour transitions end in a few hundred ms. Once (CI, 2-core machine) one stayed
  // "running" for the whole 60 s: after 5 s, those left are put at their end (what a visitor sees
  // once they end) and named in the log, instead of failing the page's checks on the test's wait.
  const stuck = await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((a): a is CSSTransition => a instanceof CSSTransition && a.playState === 'running');
    const deadline = performance.now() + 5000;
    while (running().length > 0 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const left = running();
    const named = left.map((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return `${target?.tagName.toLowerCase()}.${target?.className} ${a.transitionProperty} at ${Math.round(Number(a.currentTime))} ms, ${document.visibilityState}`;
    });
    for (const a of left) a.finish();
    return named;
  });
  if (stuck.length > 0)
    console.warn(`settle: transitions still running after 5 s, put at their end: ${stuck.join('; ')}`);
}

/** A short, readable list of where a rule failed: the first few places and how many more. */
const places = (all: string[]) => all.slice(0, 3).join(' | ') + (all.length > 3 ? ` (+${all.length - 3} more)` : '');

/** One line per rule and page: what failed, how badly, and where (a few of its elements). */
async function axeViolations(page: Page, path: string): Promise<string[]> {
  return (await wcagViolations(page)).map(
    (v) => `${path}: ${v.id} [${v.impact}] ${v.help}: ${places(v.nodes.map((n) => n.target.join(' ')))}`,
  );
}

/**
 * What axe does not catch, read from the page:
 * - label in name (2.5.3) for short visible labels: axe passes "EN" named "English" because the
 *   letters occur in the name; a speech user saying "EN" needs the word in it.
 * - touch targets of at least 24px, 44px on phones (2.5.8, and 2.5.5 where the layout is for
 *   fingers). A link inside running text is exempt, as WCAG says; a control counts its label, a
 *   link stretched over its card (::after) counts the card.
 */
async function pageChecks(page: Page, path: string, layout: Layout): Promise<string[]> {
  const found = await page.evaluate(
    (minimum) => {
      const labelInName: string[] = [];
      const small: string[] = [];
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const hidden = (el: Element) => Boolean(el.closest('[hidden], [inert], [aria-hidden="true"]'));
      const words = (text: string) =>
        text
          .toLowerCase()
          .normalize('NFKC')
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean);

      for (const el of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="link"]')) {
        const label = el.getAttribute('aria-label');
        const visible = el.innerText.trim();
        if (label === null || hidden(el) || !/[\p{L}\p{N}]/u.test(visible)) continue;
        const shown = words(visible);
        const name = words(label);
        const latin = /[a-z0-9]/i.test(visible);
        const contained = latin
          ? name.some((_, i) => shown.every((word, j) => name[i + j] === word))
          : name.join('').includes(shown.join(''));
        if (!contained) labelInName.push(`${describe(el)} named "${label}"`);
      }

      const targets =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
      for (const el of document.querySelectorAll<HTMLElement>(targets)) {
        const style = getComputedStyle(el);
        if (hidden(el) || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
        let block: HTMLElement | null = el;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        if (
          style.display === 'inline' &&
          block &&
          block !== el &&
          (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
        )
          continue;
        const boxes = [el.getBoundingClientRect()];
        const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
        boxes.push(...labels.map((l) => l.getBoundingClientRect()));
        const after = getComputedStyle(el, '::after');
        if (after.content !== 'none' && after.position === 'absolute' && el.offsetParent)
          boxes.push(el.offsetParent.getBoundingClientRect());
        if (!boxes.some((box) => box.width >= minimum && box.height >= minimum)) {
          const box = boxes[0]!;
          small.push(`${describe(el)} ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
      }
      return { labelInName, small };
    },
    layout === 'mobile' ? 44 : 24,
  );
  const lines: string[] = [];
  if (found.labelInName.length)
    lines.push(`${path}: label-in-name: the name does not contain the visible label: ${places(found.labelInName)}`);
  if (found.small.length)
    lines.push(`${path}: target-size: smaller than ${layout === 'mobile' ? 44 : 24}px: ${places(found.small)}`);
  return lines;
}

/** axe and the page's own checks, for the page as it is drawn now. */
async function checksOf(page: Page, path: string, layout: Layout): Promise<string[]> {
  return [...(await axeViolations(page, path)), ...(await pageChecks(page, path, layout))];
}

/** Opens a page in a layout and language and waits for its own requests; returns its path. */
async function open(page: Page, layout: Layout, key: PageKey, lang: Lang = 'en'): Promise<string> {
  const requests = watchRequests(page);
  await page.setViewportSize(VIEWPORT[layout]);
  const path = buildPath({ lang, layout, page: key });
  await page.goto(path);
  await requests.quiet();
  return path;
}

for (const layout of LAYOUTS as Layout[]) {
  for (const lang of LANGS as readonly Lang[]) {
    for (const [group, pages] of Object.entries(GROUPS)) {
      test(`${layout} ${lang} ${group} pages have no WCAG 2.2 A/AA violation`, async ({ page, request }) => {
        test.setTimeout(30_000 + pages.length * 15_000);
        // Every part live from the load, as settle's scroll would wake it, not at the idle moment.
        await liveAtLoad(page);
        const requests = watchRequests(page);
        await page.setViewportSize(VIEWPORT[layout]);
        const articleId = pages.includes('mediaDetail') ? (await existingArticle(request, lang)).id : undefined;
        const eventId = pages.includes('event') ? (await existingEvent(request, lang)).id : undefined;
        const found: string[] = [];
        for (const key of pages) {
          const path = buildPath(
            { lang, layout, page: key },
            { query: itemQuery(key, { article: articleId, event: eventId }) },
          );
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await settle(page, requests);
          found.push(...(await checksOf(page, path, layout)));
        }
        expect(found, `axe found ${found.length} violation(s):\n${found.join('\n')}`).toEqual([]);
      });
    }
  }
}

/** Pages with the most kinds of controls: header and footer, form, filters, cards, tables, paging. */
const KEYBOARD_PAGES: PageKey[] = ['home', 'contact', 'job_list', 'investor_list1', 'media', 'introduce'];

for (const layout of LAYOUTS as Layout[]) {
  test(`${layout}: the skip link is the first stop and moves focus to the page's content`, async ({ page }) => {
    await open(page, layout, 'service');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab continues inside the page's content, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test(`${layout}: every control shows a focus ring when reached with the keyboard`, async ({ page }) => {
    test.setTimeout(120_000);
    const missing: string[] = [];
    for (const key of KEYBOARD_PAGES) {
      const path = await open(page, layout, key, 'zh');
      const seen = new Set<string>();
      for (let stop = 0; stop < 120; stop += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // A ring on the element, on its stretched ::after, or on the card around it (:focus-within).
          const ringed = (style: CSSStyleDeclaration) =>
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
            /\d+px \d+px 0px [1-9]/.test(style.boxShadow);
          const styles = [getComputedStyle(el), getComputedStyle(el, '::after')];
          for (let up = el.parentElement, n = 0; up && n < 4; up = up.parentElement, n += 1)
            styles.push(getComputedStyle(up));
          // A visually hidden input draws its ring on the face its label shows.
          const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
          for (const label of labels)
            for (const part of label.querySelectorAll('*')) styles.push(getComputedStyle(part));
          const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).name || '').trim().slice(0, 30)}"`;
          const id = `${name}@${Math.round(el.getBoundingClientRect().top + window.scrollY)}`;
          return { id, name, ringed: styles.some(ringed) };
        });
        if (!focus || seen.has(focus.id)) break;
        seen.add(focus.id);
        if (!focus.ringed) missing.push(`${path}: ${focus.name}`);
      }
    }
    expect(missing, `no visible focus ring:\n${missing.join('\n')}`).toEqual([]);
  });
}

/** Menus, panels and groups closed at load: open, each is checked like a page. */
test('desktop: the opened sub-menus pass the same checks', async ({ page }) => {
  test.setTimeout(120_000);
  const path = await open(page, 'desktop', 'service');
  const found: string[] = [];
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['About Us', 'Services', 'Careers', 'ESG', 'Investors', 'Media']) {
    await nav.getByRole('link', { name, exact: true }).hover();
    await expect(nav.getByRole('link', { name, exact: true }).locator('xpath=..').getByRole('list')).toBeVisible();
    found.push(...(await checksOf(page, `${path} (${name} menu open)`, 'desktop')));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('mobile: the opened menu, language list, footer groups and QR code pass the same checks', async ({ page }) => {
  test.setTimeout(120_000);
  const path = await open(page, 'mobile', 'service');
  const found: string[] = [];
  const check = async (state: string) => found.push(...(await checksOf(page, `${path} (${state})`, 'mobile')));
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await check('menu open');
  await page.getByRole('button', { name: /Choose language/ }).click();
  await expect(page.locator('#mobile-language-list')).toBeVisible();
  await check('language list open');
  await page.keyboard.press('Escape');
  const footer = page.locator('footer');
  for (const name of ['Contact Us', 'Support & Services', 'Follow Us']) {
    const toggle = footer.getByRole('button', { name, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await check(`${name} open`);
  }
  await footer.getByRole('button', { name: 'Official Account' }).click();
  await expect(footer.getByRole('img')).toBeVisible();
  await check('QR code shown');
  expect(found, found.join('\n')).toEqual([]);
});
