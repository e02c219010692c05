import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { ADMIN_HEADERS, CONSOLE_URL, SITE_ADDRESS } from './consoleOrigin';
import { buildPath, fetchServed, LANGS, LAYOUTS, VIEWPORT, type Lang, type Layout, type ServedPage } from './site';

/**
 * Issue 41: an investor event from the console to its page, before, during and after it, in every
 * language and layout; the calendar feed; the FAQ and the accessibility statement. The phases are
 * reached by moving the server's clock of events (TEST_CLOCK_FILE, playwright.config.ts), never
 * by waiting: it moves nothing else, so the other specs running beside this one are not affected.
 */
const CLOCK_FILE = process.env.TEST_CLOCK_FILE!;
const PASSWORD = 'e2e console password 2026';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const site = (path: string) => `${SITE_ADDRESS}${path}`;

/** What each phase's badge says, by language. */
const PHASE_TEXT: Record<string, Record<Lang, string>> = {
  before: { zh: '即将举行', hk: '即將舉行', en: 'Upcoming' },
  live: { zh: '正在直播', hk: '正在直播', en: 'Live now' },
  after: { zh: '已结束', hk: '已結束', en: 'Ended' },
};

function moveEventClock(instant: Date | undefined): void {
  fs.writeFileSync(CLOCK_FILE, instant ? instant.toISOString() : '');
}

const eventPath = (lang: Lang, layout: Layout, id: number) => buildPath({ lang, layout, page: 'event' }, { query: { id } });

/** The served page (no script) of every language and layout, once each shows `phase`. */
async function servedInPhase(request: APIRequestContext, id: number, phase: string): Promise<Map<string, ServedPage>> {
  const pages = new Map<string, ServedPage>();
  for (const lang of LANGS) {
    for (const layout of LAYOUTS) {
      const url = site(eventPath(lang, layout, id));
      // The clock's file is read within a tenth of a second and the caches start again: asked again until then.
      await expect(async () => {
        const served = await fetchServed(request, url);
        expect(served.status).toBe(200);
        expect(served.rootText).toContain(PHASE_TEXT[phase]![lang]);
        pages.set(`${lang}/${layout}`, served);
      }).toPass({ timeout: 15_000 });
    }
  }
  return pages;
}

async function signInAsIr(page: Page): Promise<void> {
  const email = `ir-events-${unique()}@e2e.example.com`;
  const created = await page.request.post(site(`${API_PREFIX}/admin/accounts`), { headers: ADMIN_HEADERS, data: { email, role: 'ir', password: PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`${CONSOLE_URL}/admin/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}

/** The feed as a calendar app reads it: the event of `uid`. */
async function feedEvent(request: APIRequestContext, path: string, uid: string) {
  const feed = await request.get(site(path));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const found = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)).find((event) => event.uid === uid);
  expect(found, `${uid} in ${path}`).toBeDefined();
  return found!;
}

test.describe('investor events', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', timezoneId: 'Europe/London' });
  test.afterEach(() => moveEventClock(undefined));

  test('an event made in the console shows its phase before, during and after it, in three languages and both layouts, in its JSON-LD and in the calendar feed', async ({ page, request }) => {
    test.setTimeout(240_000);
    const title = `Results call ${unique()}`;
    // Two hours ahead, on a whole minute (the console's field takes minutes).
    const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
    await signInAsIr(page);
    await page.goto(`${CONSOLE_URL}/admin/content/investorCalendar/new`);
    for (const [lang, suffix] of [['ZH', '（简）'], ['HK', '（繁）'], ['EN', '']] as const) {
      await page.getByLabel(`Title (${lang})`).fill(`${title}${suffix}`);
      await page.getByLabel(`Summary (${lang})`).fill(`Management discusses the results ${lang}.`);
    }
    await page.getByLabel('Kind').selectOption({ label: 'Conference call' });
    const local = await page.evaluate((ms) => {
      const when = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`;
    }, start.getTime());
    await page.getByLabel('Event time').fill(local);
    await page.getByLabel('Webcast link').fill('https://webcast.example.com/azi-results');
    await page.getByLabel('Dial-in numbers').fill('US +1 000 000 0000\nAccess code 1234');
    // A link that is not https is refused in the form.
    await page.getByLabel('Replay link').fill('http://replay.example.com/');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must start with https:// or /.').first()).toBeVisible();
    await page.getByLabel('Replay link').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created as a draft.' })).toBeVisible();
    const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    // Before: how to join, in every language and layout, as served (no script).
    const before = await servedInPhase(request, id, 'before');
    const en = before.get('en/desktop')!;
    expect(en.html).toContain('href="https://webcast.example.com/azi-results"');
    expect(en.rootText).toContain('Access code 1234');
    expect(en.rootText).toContain('Beijing time');
    expect(en.rootText).toMatch(/New York time\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} – \d{2}:\d{2} \((EST|EDT)\)/);
    expect(before.get('hk/mobile')!.headings(1)).toEqual([`${title}（繁）`]);
    const jsonLd = en.jsonScripts('application/ld+json') as Record<string, unknown>[];
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: title,
        startDate: start.toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: 'https://webcast.example.com/azi-results' },
      }),
    );
    const firstFeed = await feedEvent(request, '/en/investor-events.ics', `investor-calendar-${id}@autozi`);
    expect(firstFeed.summary).toBe(title);
    expect(firstFeed.startDate.toJSDate().toISOString()).toBe(start.toISOString());

    // In the browser: the visitor's own time appears after hydration; the page passes axe.
    await page.goto(site(eventPath('en', 'desktop', id)));
    await expect(page.getByTestId('event-own-time')).toBeVisible();
    await expect(page.getByTestId('event-subscribe')).toHaveAttribute('href', /^webcal:\/\/.+\/en\/investor-events\.ics$/);
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    await page.screenshot({ path: '/work/shots-41/event-before-en-desktop.png', fullPage: true });

    // During: ten minutes before the start, the live webcast is the page's first offer.
    moveEventClock(new Date(start.getTime() - 10 * 60_000));
    const live = await servedInPhase(request, id, 'live');
    expect(live.get('zh/desktop')!.rootText).toContain('观看网络直播');
    expect(live.get('en/mobile')!.rootText).toContain('Join the live webcast');
    await page.setViewportSize(VIEWPORT.mobile);
    await page.goto(site(eventPath('en', 'mobile', id)));
    await expect(page.getByRole('link', { name: /Join the live webcast/ })).toHaveAttribute('href', 'https://webcast.example.com/azi-results');
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    await page.screenshot({ path: '/work/shots-41/event-live-en-mobile.png', fullPage: true });
    await page.setViewportSize(VIEWPORT.desktop);

    // After: once the call is over, staff add the replay and the slides in the console.
    moveEventClock(new Date(start.getTime() + 2 * 3_600_000));
    const over = await servedInPhase(request, id, 'after');
    expect(over.get('en/desktop')!.rootText).toContain('The replay and materials will be published here');
    await page.goto(`${CONSOLE_URL}/admin/content/investorCalendar/${id}`);
    await page.getByLabel('Replay link').fill('https://webcast.example.com/azi-results/replay');
    await page.getByLabel('Slides (PDF)').fill('https://ir.example.com/azi-results-slides.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(async () => {
      const served = await fetchServed(request, site(eventPath('hk', 'mobile', id)));
      expect(served.html).toContain('href="https://webcast.example.com/azi-results/replay"');
      expect(served.html).toContain('href="https://ir.example.com/azi-results-slides.pdf"');
      expect(served.rootText).toContain('重播');
    }).toPass({ timeout: 15_000 });
    for (const [key, served] of await servedInPhase(request, id, 'after')) {
      expect(served.html, key).toContain('https://webcast.example.com/azi-results/replay');
    }

    // The feed carries the update: same UID, a higher SEQUENCE, the replay in its description.
    const updated = await feedEvent(request, '/investor-events.ics', `investor-calendar-${id}@autozi`);
    expect(updated.sequence).toBeGreaterThan(firstFeed.sequence);
    expect(updated.summary).toBe(`${title}（简）`);
    expect(updated.description).toContain('https://webcast.example.com/azi-results/replay');

    await page.goto(site(eventPath('zh', 'desktop', id)));
    await expect(page.getByRole('link', { name: /回放/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    await page.screenshot({ path: '/work/shots-41/event-after-zh-desktop.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: '/work/shots-41/event-after-zh.pdf', format: 'A4', printBackground: false });
    await page.screenshot({ path: '/work/shots-41/event-after-zh-print.png', fullPage: true });
  });

  for (const key of ['faq', 'accessibility'] as const) {
    test(`the ${key} page is served in three languages, linked from the footer in both layouts, and passes axe`, async ({ page, request }) => {
      test.setTimeout(120_000);
      for (const lang of LANGS) {
        for (const layout of LAYOUTS) {
          const path = buildPath({ lang, layout, page: key });
          const served = await fetchServed(request, site(path));
          expect(served.status, path).toBe(200);
          expect(served.headings(1), path).toHaveLength(1);
          if (key === 'faq') expect(served.jsonScripts('application/ld+json'), path).toContainEqual(expect.objectContaining({ '@type': 'FAQPage' }));
          const home = await fetchServed(request, site(buildPath({ lang, layout, page: 'home' })));
          expect(home.html, `${lang}/${layout} footer`).toContain(`href="${path}"`);
        }
      }
      for (const [lang, layout] of [['en', 'desktop'], ['zh', 'mobile'], ['hk', 'desktop']] as const) {
        await page.setViewportSize(VIEWPORT[layout]);
        await page.goto(site(buildPath({ lang, layout, page: key })));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations, `${lang}/${layout}`).toEqual([]);
        await page.screenshot({ path: `/work/shots-41/${key}-${lang}-${layout}.png`, fullPage: true });
      }
    });
  }
});
