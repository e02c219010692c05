import { expect, test } from '@playwright/test';
import { beijingYear } from '@azi/shared/time/beijingTime';
import { VIEWPORT, hydrated, scrollSettled } from './site';

test.describe('desktop header', () => {
  test.use({ viewport: VIEWPORT.desktop });

  test('opens a sub-menu on hover and jumps to the anchor', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await hydrated(nav.getByRole('link', { name: 'About Us', exact: true }));
    await nav.getByRole('link', { name: 'About Us', exact: true }).hover();
    const milestones = nav.getByRole('link', { name: 'Milestones' });
    await expect(milestones).toBeVisible();
    await milestones.click();
    await expect(page).toHaveURL(/\/en\/introduce#fzlc$/);
    await expect(page.locator('#fzlc')).toBeInViewport();
  });

  test('opens a sub-menu on keyboard focus and closes it with Escape', async ({ page }) => {
    await page.goto('/en/tips');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await hydrated(nav.getByRole('link', { name: 'Services', exact: true }));
    await nav.getByRole('link', { name: 'Services', exact: true }).focus();
    const item = nav.getByRole('link', { name: 'Parts Supply Chain' });
    await expect(item).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeFocused();
  });

  test('is transparent at the top, white past 100px, hidden past 200px going down, back going up', async ({ page }) => {
    await page.goto('/en/introduce');
    await expect(page.locator('#fzlc')).toBeAttached();
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-state', 'transparent');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-state', 'solid');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-state', 'hidden');
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).toHaveAttribute('data-state', 'solid');
  });

  test('the logo returns to the home of the current language', async ({ page }) => {
    await page.goto('/hk/service');
    await page.getByRole('link', { name: '中馳車福首頁' }).click();
    await expect(page).toHaveURL(/\/hk$/);
  });

  test('switching language keeps path and hash and sets the lang cookie', async ({ page, context }) => {
    await page.goto('/en/introduce#fzlc');
    // The section and the header live (hydrated: the page's own jump to the anchor has run), then
    // the smooth jump to the section finished: the offset holds still for 300 ms.
    await hydrated(page.locator('#fzlc'));
    await hydrated(page.getByRole('link', { name: '繁體中文' }));
    await expect(page.locator('#fzlc')).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const before = window.scrollY;
          await new Promise((resolve) => setTimeout(resolve, 300));
          return before > 200 && window.scrollY === before;
        }),
      )
      .toBe(true);
    // The jump scrolled down past 200px, so the header slid away: scrolling up brings it back.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -80);
    await expect(page.locator('header').first()).not.toHaveAttribute('data-state', 'hidden');
    await page.getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/hk\/introduce#fzlc$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('hk');
    // Focus has moved to the new page's h1 (issue 38), out of the header, which then slides away
    // as the page is still scrolled down: once the jump to the section has ended, scrolling up
    // brings it back again.
    await scrollSettled(page);
    await page.mouse.wheel(0, -80);
    await expect(page.locator('header').first()).not.toHaveAttribute('data-state', 'hidden');
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/introduce#fzlc$/);
    expect(page.url()).not.toContain('/zh');
  });

  test('a page fetches the text of its own language only, and a switch fetches the new one without reloading', async ({
    page,
  }) => {
    // Per section: the services section's own, and the other sections' (fetched ahead for the
    // links in view, issue 26), each must be the page's language only.
    const texts: string[] = [];
    page.on('request', (request) => {
      const found = /\/remotes\/(mfe_\w+)\/[^/]+\/(text-(?:zh|hk|en))\.[0-9a-f]+\.js$/.exec(
        new URL(request.url()).pathname,
      );
      // Once per file: the landed section's files are prefetched, then run from the cache (issue 55).
      if (found && !texts.includes(`${found[1]} ${found[2]}`)) texts.push(`${found[1]} ${found[2]}`);
    });
    await page.goto('/en/service');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await hydrated(nav.getByRole('link', { name: 'Services', exact: true }));
    // The header is the shell's; the section's code and text come after it, on a busy machine
    // more than the half second of quiet that "networkidle" waits for.
    await expect.poll(() => texts, { timeout: 15_000 }).toContain('mfe_service text-en');
    await page.waitForLoadState('networkidle');
    expect(texts.filter((text) => !text.endsWith(' text-en'))).toEqual([]);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/hk\/service$/);
    await expect(
      page.getByRole('navigation', { name: '主導覽' }).getByRole('link', { name: '服務體系', exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(texts.filter((text) => text.startsWith('mfe_service '))).toEqual([
      'mfe_service text-en',
      'mfe_service text-hk',
    ]);
    expect(texts.filter((text) => text.endsWith(' text-zh'))).toEqual([]);
  });

  test('the footer has contact, support, follow links, QR code and this year', async ({ page }) => {
    await page.goto('/en');
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Log in/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Milestones' })).toHaveAttribute('href', '/en/introduce#fzlc');
    await expect(footer.getByRole('img', { name: /QR code/ })).toBeVisible();
    // The year in Beijing, as the footer writes it (a UTC clock is a year behind for 8 hours on 31 December).
    await expect(footer).toContainText(`© ${beijingYear()}`);
  });
});

test.describe('mobile layout', () => {
  test.use({ viewport: VIEWPORT.mobile });

  test('a narrow window gets the mobile twin of the page, hash kept', async ({ page }) => {
    await page.goto('/en/service#pay');
    await expect(page).toHaveURL(/\/en\/mobile\/service#pay$/);
  });

  test('the menu and the language list close each other', async ({ page }) => {
    await page.goto('/en/mobile');
    const menu = page.getByRole('button', { name: 'Menu' });
    const language = page.getByRole('button', { name: 'Choose language' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investors' }),
    ).toBeVisible();
    await language.click();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investors' }).click();
    await expect(page).toHaveURL(/\/en\/mobile\/investor$/);
  });

  test('the menu button is named in the page language', async ({ page }) => {
    await page.goto('/mobile');
    await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
    await page.goto('/hk/mobile');
    await expect(page.getByRole('button', { name: '選單' })).toBeVisible();
  });

  test('footer groups open to 170/185, 160 and 156 px and the QR toggle collapses', async ({ page }) => {
    for (const [lang, contactHeight] of [
      ['zh', 170],
      ['en', 185],
    ] as const) {
      await page.goto(lang === 'zh' ? '/mobile' : '/en/mobile');
      const footer = page.locator('footer');
      const groups = footer.locator('h2 button');
      await hydrated(groups);
      const heights: number[] = [];
      for (const [index, id] of ['contact', 'support', 'follow'].entries()) {
        await groups.nth(index).click();
        const body = page.getByTestId(`footer-group-${id}`);
        await expect.poll(async () => (await body.boundingBox())?.height).toBeGreaterThan(100);
        await page.waitForTimeout(350);
        heights.push(Math.round((await body.boundingBox())!.height));
      }
      expect(heights).toEqual([contactHeight, 160, 156]);
      const qrToggle = footer.getByRole('button', { name: lang === 'zh' ? '官方公众号' : 'Official Account' });
      await qrToggle.click();
      await expect(footer.getByRole('img')).toBeVisible();
      await groups.nth(0).click();
      await expect(qrToggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the not-found page has its mobile form below 768px', async ({ page }) => {
    await page.goto('/en/mobile/nowhere');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('a remote that fails to load', () => {
  test.use({ viewport: VIEWPORT.desktop });

  test('reloads once, then shows an error page inside the intact header and footer', async ({ page }) => {
    let manifestRequests = 0;
    await page.route('**/remotes/mfe_investor/**', (route) => {
      manifestRequests += 1;
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/en/investor');
    await expect(page.getByRole('alert')).toContainText('This section cannot be loaded right now', { timeout: 15_000 });
    expect(loads).toBe(2);
    expect(manifestRequests).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // The other sections keep working.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Services', exact: true })
      .click();
    await expect(page.locator('#newCar')).toBeVisible();
  });
});
