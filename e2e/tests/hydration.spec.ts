import { expect, test, type Page } from '@playwright/test';
import { INVESTOR_ARCHIVE_IDS } from '@azi/shared/routing/sitePages';
import {
  apiData,
  buildPath,
  existingArticle,
  isHydrated,
  LANGS,
  LAYOUTS,
  NOT_FOUND_TEXT,
  VIEWPORT,
  type Lang,
  type Layout,
  type ListPage,
  type PageKey,
} from './site';
import { watchRequests, type RequestWatch } from './pageQuiet';

/**
 * The browser takes over the server's HTML (hydrateRoot): no hydration error, no second fetch of
 * data the server sent in the boot block, nothing that moves. React's production builds report a
 * hydration mismatch as minified errors #418 (text or element differs), #419 (a boundary could
 * not be hydrated), #423 (the root was rendered anew on the client) and #425 (text differs).
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|423|425)\b|react\.dev\/errors\/(418|419|423|425)\b/i;

/** Requests for pictures and the captcha are the page's own, field-data reports its beacon; anything else under the API is data. */
const isDataRequest = (url: string) => {
  const { pathname } = new URL(url);
  return (
    pathname.startsWith('/api-official-web/') &&
    !pathname.startsWith('/api-official-web/assets/') &&
    pathname !== '/api-official-web/captcha' &&
    pathname !== '/api-official-web/alerts/captcha' &&
    pathname !== '/api-official-web/rum'
  );
};

interface Watched {
  /** Console errors and warnings, page errors. */
  problems: string[];
  /** Data requests to the content API, in order. */
  dataRequests: string[];
}

/** Collects what the page says and asks for from now on; `expectedStatus` 404 excuses the document's own 404. */
function watch(page: Page, url: () => string, expectedStatus = 200): Watched {
  const watched: Watched = { problems: [], dataRequests: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const ownNotFound =
      expectedStatus === 404 && message.location().url === url() && /status of 404/.test(message.text());
    if (!ownNotFound)
      watched.problems.push(
        `${message.type()}${HYDRATION_PROBLEM.test(message.text()) ? ' (hydration)' : ''}: ${message.text()}`,
      );
  });
  page.on('pageerror', (error) =>
    watched.problems.push(`pageerror${HYDRATION_PROBLEM.test(error.message) ? ' (hydration)' : ''}: ${error.message}`),
  );
  page.on('request', (request) => {
    if (isDataRequest(request.url()))
      watched.dataRequests.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return watched;
}

declare global {
  interface Window {
    /** The page's h1 as the server drew it, read when the document has been parsed. */
    __servedHeading?: { node: Element | null; text: string | null; box: DOMRectReadOnly | undefined };
    /** The sum of unexpected layout shifts (CLS without session windows: a stricter figure). */
    __layoutShift?: number;
    /** What moved in each of them, and when: said when the check fails. */
    __layoutShifts?: string[];
  }
}

/** Runs in the page before its own scripts: notes the served h1 and every layout shift. */
function recordBeforeHydration() {
  window.__layoutShift = 0;
  window.__layoutShifts = [];
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const name = (node: Node | null | undefined): string => {
    if (!node) return '(gone)';
    if (!(node instanceof Element))
      return `text "${(node.textContent ?? '').trim().slice(0, 30)}" in ${name(node.parentElement)}`;
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Source[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift! += entry.value;
      const moved = (entry.sources ?? []).map(
        (s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
      );
      window.__layoutShifts!.push(
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Deferred scripts have run by now, but hydration itself (and every remote) happens later.
  document.addEventListener('DOMContentLoaded', () => {
    const node = document.querySelector('main h1');
    window.__servedHeading = { node, text: node?.textContent ?? null, box: node?.getBoundingClientRect() };
  });
}

/**
 * Scrolls down the page a screen at a time, so parts that hydrate near the viewport do: such a part
 * wakes within a screen of it (LazyHydrate's margin), so it is in range for three steps. Then waits
 * for what they ask (not for the downloads ahead of a click, pageQuiet.ts).
 */
async function scrollThrough(page: Page, requests: RequestWatch) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await requests.quiet(500);
}

type Kind = PageKey | 'notFound';

/** Every kind of page, in both layouts, in a language that changes from kind to kind. */
const KINDS: { kind: Kind; query?: Record<string, string> }[] = [
  { kind: 'home' },
  { kind: 'introduce' },
  { kind: 'service' },
  { kind: 'employee' },
  { kind: 'esg' },
  { kind: 'investor' },
  ...INVESTOR_ARCHIVE_IDS.map((n) => ({ kind: `investor_list${n}` as const })),
  { kind: 'job_list' },
  { kind: 'job_detail', query: { id: '1' } },
  { kind: 'media' },
  { kind: 'mediaDetail' },
  { kind: 'tips' },
  { kind: 'contact' },
  { kind: 'notFound' },
];

/** Each archive with a filter in its URL, the layout alternating. */
const FILTERED_ARCHIVES: { kind: Kind; query: Record<string, string>; layout: Layout }[] = [
  { kind: 'investor_list1', query: { type: 'news', year: '2025' }, layout: 'desktop' },
  { kind: 'investor_list2', query: { keyword: 'consolidation' }, layout: 'mobile' },
  { kind: 'investor_list3', query: { type: 'annual' }, layout: 'desktop' },
  { kind: 'investor_list4', query: { year: '2025' }, layout: 'mobile' },
  { kind: 'investor_list5', query: { keyword: '20-F' }, layout: 'desktop' },
];

interface Case {
  kind: Kind;
  lang: Lang;
  layout: Layout;
  query?: Record<string, string>;
}

const CASES: Case[] = [
  ...LAYOUTS.flatMap((layout, l) =>
    KINDS.map(({ kind, query }, k) => ({ kind, query, layout, lang: LANGS[(k + l) % LANGS.length]! })),
  ),
  ...FILTERED_ARCHIVES.map((view, k) => ({ ...view, lang: LANGS[k % LANGS.length]! })),
];

const pathOf = ({ kind, lang, layout, query }: Case, articleId: number) => {
  if (kind === 'notFound') return buildPath({ lang, layout, page: 'tips' }).replace(/tips$/, 'nowhere');
  return buildPath({ lang, layout, page: kind }, { query: kind === 'mediaDetail' ? { id: articleId } : query });
};

const title = (c: Case) =>
  `${c.kind === 'home' ? 'the home page' : c.kind === 'notFound' ? 'the not-found page' : c.kind}${c.query ? `?${new URLSearchParams(c.query)}` : ''}`;

/** What the page looks like after load, and what happened on the way (the served h1 read at DOMContentLoaded). */
async function openAndSettle(page: Page, path: string, expectedStatus: number, baseURL: string) {
  await page.addInitScript(recordBeforeHydration);
  const watched = watch(page, () => new URL(path, baseURL).href, expectedStatus);
  const requests = watchRequests(page);
  const response = await page.goto(path, { waitUntil: 'load' });
  const loadedAt = Date.now();
  expect(response?.status(), path).toBe(expectedStatus);
  await page.waitForLoadState('networkidle');
  // The page goes live once the browser has run its scripts: on a busy machine that may be seconds
  // after the network went quiet. Waited for here (each check below is about what hydration does,
  // not how soon it comes); a page that never hydrates fails the check below after this wait.
  await page
    .waitForFunction(
      () => {
        const node = document.querySelector('main h1');
        return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  // Whatever the page fetches in its first two seconds after load, or after hydration when that
  // came later, counts.
  await page.waitForTimeout(Math.max(1_000, 2_000 - (Date.now() - loadedAt)));
  const heading = await page.evaluate(() => {
    const node = document.querySelector('main h1');
    const served = window.__servedHeading;
    return {
      served: served && { text: served.text, box: served.box && JSON.parse(JSON.stringify(served.box)) },
      text: node?.textContent ?? null,
      box: node && JSON.parse(JSON.stringify(node.getBoundingClientRect())),
      // Hydration keeps the server's elements; a client render after a mismatch replaces them.
      sameNode: served?.node === node,
      // React marks the elements it has taken over with its fiber (a React-internal key).
      hydrated: !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      layoutShift: window.__layoutShift ?? 0,
      layoutShifts: window.__layoutShifts ?? [],
    };
  });
  return { watched, heading, requests };
}

for (const c of CASES) {
  test(`${title(c)} hydrates without an error, a second fetch or a jump (${c.lang} ${c.layout})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const path = pathOf(c, c.kind === 'mediaDetail' ? (await existingArticle(request, c.lang)).id : 0);
    await page.setViewportSize(VIEWPORT[c.layout]);
    const { watched, heading, requests } = await openAndSettle(page, path, c.kind === 'notFound' ? 404 : 200, baseURL!);

    expect(heading.served?.text, `${path}: the served page has an h1`).toBeTruthy();
    if (c.kind === 'notFound') expect(await page.locator('main').textContent()).toContain(NOT_FOUND_TEXT);
    expect(heading.text, `${path}: h1 text after hydration`).toBe(heading.served?.text);
    expect(watched.problems, `${path}: console`).toEqual([]);
    expect(heading.hydrated, `${path}: React has hydrated the h1`).toBe(true);
    expect(heading.sameNode, `${path}: the served h1 is kept, not drawn anew`).toBe(true);
    expect(heading.box, `${path}: the h1 does not move`).toEqual(heading.served?.box);
    expect(heading.layoutShift, `${path}: nothing visible jumps (${heading.layoutShifts.join(' | ')})`).toBeLessThan(
      0.01,
    );
    expect(watched.dataRequests, `${path}: data the server sent is not fetched again`).toEqual([]);

    // Parts below the fold hydrate when they come near: they too use what the server sent.
    await scrollThrough(page, requests);
    expect(watched.dataRequests, `${path}: below the fold, nothing is fetched again`).toEqual([]);
    expect(watched.problems, `${path}: console after scrolling`).toEqual([]);
  });
}

/**
 * A slow connection brings the HTML in pieces and the browser draws each piece as it comes: what is
 * drawn must not move when the rest arrives (a table whose later rows widen a column; menus
 * centred on the first few). 20 KB/s: a page of 70 KB comes in over three seconds, in many parts.
 */
for (const path of ['/en/job_list', '/en/media']) {
  test(`${path} does not move while a slow connection brings it in pieces (desktop)`, async ({ page, context }) => {
    // Three seconds of download, then the page's scripts and pictures at the same speed.
    test.slow();
    await page.setViewportSize(VIEWPORT.desktop);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 20 * 1024,
      uploadThroughput: 100 * 1024,
    });
    await page.addInitScript(recordBeforeHydration);
    await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => ({ total: window.__layoutShift ?? 0, each: window.__layoutShifts ?? [] }));
    expect(shifts.total, `${path}: what moved (${shifts.each.join(' | ')})`).toBeLessThan(0.001);
  });
}

test('a page whose served HTML differs from what the browser draws is caught by these checks', async ({
  page,
  baseURL,
}) => {
  // The served h1 is changed on its way to the browser, which then draws the real one: a mismatch.
  await page.route('**/en/esg', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1\b[^>]*>)([^<]*)/, '$1Not what React draws');
    await route.fulfill({ response, body: html });
  });
  await page.setViewportSize(VIEWPORT.desktop);
  const { watched, heading } = await openAndSettle(page, '/en/esg', 200, baseURL!);
  expect(heading.served?.text).toBe('Not what React draws');
  expect(heading.text).not.toBe(heading.served?.text);
  expect(heading.sameNode).toBe(false);
  expect(
    watched.problems.some((problem) => problem.includes('(hydration)')),
    watched.problems.join('\n'),
  ).toBe(true);
});

/**
 * A page's data requests (the site server's /__page-data/…, issue 26) and remote manifests, as the
 * page itself saw them (resource timing: when each started, on the page's clock, and its status),
 * against the moment of the last click (a capture listener) and the moment the test saw the next
 * page on screen.
 */
async function watchNavigation(page: Page) {
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(5000);
    document.addEventListener('click', () => Object.assign(window, { __clickedAt: performance.now() }), {
      capture: true,
    });
  });
  let shownAt = 0;
  const requests = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/__page-data/') || entry.name.endsWith('/mf-manifest.json'))
        .map((entry) => ({
          path: new URL(entry.name).pathname + new URL(entry.name).search,
          start: entry.startTime,
          status: entry.responseStatus,
        })),
    );
  return {
    /** The next page is on screen: what follows is that page's own business. */
    shown: async () => {
      shownAt = await page.evaluate(() => performance.now());
    },
    /** How many answers carried the data of the page at `path` (a prefetch the server declined, 204, carries none). */
    pageData: async (path: string) =>
      (await requests()).filter((request) => request.path === `/__page-data${path}` && request.status === 200).length,
    /** The remote manifests asked for between the last click and its page on screen. */
    manifestsAfterClick: async () => {
      const clickedAt = await page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
      return (await requests())
        .filter(
          (request) =>
            request.path.endsWith('/mf-manifest.json') && request.start >= clickedAt && request.start <= shownAt,
        )
        .map((request) => request.path);
    },
  };
}

test.describe("client-side navigation loads a page's data once, at the click or before (issue 26)", () => {
  test('the header menu leads from the home page to the news, then to an article (desktop)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORT.desktop);
    const news = await apiData<ListPage>(request, '/media/findPage/1/10?lang=en');
    const article = news.list[0]!;
    const navigation = await watchNavigation(page);
    const watched = watch(page, () => page.url());
    await page.goto('/en');
    await expect(page.locator('main h1')).toBeAttached();
    await page.waitForLoadState('networkidle');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Media', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/media$/);
    const titles = page.locator('#qyxw').getByRole('heading', { level: 3 });
    // The API's list from before the click, or, when another spec published meanwhile, from now.
    await expect(titles.first()).toBeVisible();
    const shown = await titles.allTextContents();
    await expect(async () => {
      const now = await apiData<ListPage>(request, '/media/findPage/1/10?lang=en');
      expect([news, now].map((list) => list.list.map((item) => item.title))).toContainEqual(shown);
    }).toPass({ timeout: 10_000 });
    await navigation.shown();
    expect(await navigation.pageData('/en/media'), "the list's data, asked for once").toBe(1);
    expect(
      (await navigation.manifestsAfterClick()).filter((path) => !path.includes('/mfe_media/')),
      "no other section's manifest at the click",
    ).toEqual([]);

    await titles.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`/en/mediaDetail\\?id=${article.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await navigation.shown();
    expect(await navigation.pageData(`/en/mediaDetail?id=${article.id}`), "the article's data, asked for once").toBe(1);
    expect(await navigation.manifestsAfterClick(), 'no manifest at the click').toEqual([]);
    // What the page data carried is not fetched again from the API.
    expect(watched.dataRequests).toEqual([]);
    // The article's previous and next came in that same data (getById's answer): no list was read for them.
    await expect(
      page
        .getByRole('navigation', { name: 'More corporate news' })
        .getByRole('link')
        .filter({ hasText: 'Next article' }),
    ).toContainText(news.list[1]!.title);
    expect(watched.problems).toEqual([]);
  });

  test('the phone menu leads from the home page to the investor overview with the latest results (mobile)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORT.mobile);
    const latest = await apiData<{ title: string }>(request, '/quarterlyAchievement/lastQuarterlyAchievement?lang=en');
    const navigation = await watchNavigation(page);
    const watched = watch(page, () => page.url());
    await page.goto('/en/mobile');
    await expect(page.locator('main h1')).toBeAttached();
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investors' }).click();
    await expect(page).toHaveURL(/\/en\/mobile\/investor$/);
    await expect(page.locator('#jdyj-latest-title')).toHaveText(latest.title);
    await navigation.shown();
    expect(await navigation.pageData('/en/mobile/investor'), "the overview's data, asked for once").toBe(1);
    expect(
      (await navigation.manifestsAfterClick()).filter((path) => !path.includes('/mfe_investor/')),
      "no other section's manifest at the click",
    ).toEqual([]);
    expect(watched.dataRequests).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  test('a filter chosen in an archive is loaded by the browser (desktop)', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORT.desktop);
    const filtered = await apiData<ListPage>(request, '/americaNotice/findPage/1/10?lang=en&year=2025');
    await page.goto('/en/investor_list5');
    await expect(page.locator('main h1')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const watched = watch(page, () => page.url());

    await page.getByLabel('Year', { exact: true }).selectOption('2025');
    await expect(page).toHaveURL(/[?&]year=2025/);
    await expect(page.getByRole('table').locator('tbody th')).toContainText(filtered.list.map((row) => row.title));
    // The unfiltered rows already contain these titles, so the table check above may pass before the
    // browser asks for the filtered page: wait for that request rather than look once.
    await expect
      .poll(
        () => watched.dataRequests.some((url) => url.startsWith('/api-official-web/americaNotice/findPage/1/10?')),
        { message: 'the rows came from the API' },
      )
      .toBe(true);
    expect(watched.problems).toEqual([]);
  });
});

test.describe('a tap made before the page is live', () => {
  test.use({ viewport: VIEWPORT.mobile });

  test('reaches its control once React has hydrated it (the phone menu, tapped as soon as the HTML is parsed)', async ({
    page,
  }) => {
    // The server's HTML is painted before the shell's script runs: a button tapped in between is
    // replayed once live instead of being lost.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { __tappedBeforeShell?: boolean; __FEDERATION__?: unknown };
        w.__tappedBeforeShell = w.__FEDERATION__ === undefined;
        document.querySelector<HTMLButtonElement>('header button[aria-label="Menu"]')?.click();
      });
    });
    await page.goto(buildPath({ lang: 'en', layout: 'mobile', page: 'home' }));
    expect(
      await page.evaluate(() => (window as unknown as { __tappedBeforeShell?: boolean }).__tappedBeforeShell),
    ).toBe(true);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investors' }),
    ).toBeVisible();
  });
});

test('a page whose text cannot be fetched stays as the server sent it, and its links still lead on', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORT.desktop);
  await page.route(/\/text-(zh|hk|en)\.[0-9a-f]+\.js$/, (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/en/service');
  await expect.poll(() => errors.some((text) => text.includes('The site text did not load'))).toBe(true);
  const services = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Services', exact: true });
  await expect(services).toBeVisible();
  // Not hydrated: the link is the server's plain HTML, and it still works.
  expect(await isHydrated(services)).toBe(false);
  const careers = page.getByRole('link', { name: 'Careers', exact: true }).first();
  const href = await careers.getAttribute('href');
  await careers.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).toBeVisible();
});
