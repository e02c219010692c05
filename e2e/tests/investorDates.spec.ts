import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import en from '../../mfe-investor/src/locales/en.json';
import hk from '../../mfe-investor/src/locales/hk.json';
import zh from '../../mfe-investor/src/locales/zh.json';
import { ADMIN_HEADERS, deleteContent } from './consoleOrigin';
import { keepShot } from './shots';
import {
  apiData,
  buildPath,
  fetchServed,
  LANGS,
  LAYOUTS,
  VIEWPORT,
  type Lang,
  type Layout,
  type ListPage,
  type ServedPage,
} from './site';

/**
 * Issue 53, as it was seen by hand: a finished call's replay on the investor page (zh and en,
 * desktop table and phone cards), the seeded items dated only by month or year (past, never "add to
 * calendar", dated at their precision in the Event JSON-LD and the SEC feed), and the Event JSON-LD's
 * location, end and organizer. Nothing here moves the events' clock (events.spec.ts's test alone does):
 * the seeded items are past at the real time, and the call this spec makes ended a day ago.
 */
const TEXT = { zh, hk, en } as const;
const eventPath = (lang: Lang, layout: Layout, id: number) =>
  buildPath({ lang, layout, page: 'event' }, { query: { id } });
const SEEDED = {
  h1Results: { title: 'Results for the first half of fiscal year 2025 (Form 6-K)', startDate: '2025-09' },
  annual2024: { title: 'Annual report for fiscal year 2024 (Form 20-F)', startDate: '2025' },
  annual2025: { title: 'Annual report for fiscal year 2025 (Form 20-F)', startDate: '2026' },
} as const;

/** The id of the seeded calendar item with this English title. */
async function seededId(request: APIRequestContext, title: string): Promise<number> {
  const page = await apiData<ListPage>(
    request,
    `/investorCalendar/findPage/1/50?lang=en&keyword=${encodeURIComponent(title)}`,
  );
  const found = page.list.find((item) => item.title === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

const eventData = (served: ServedPage) =>
  served
    .jsonScripts('application/ld+json')
    .find((data) => (data as { '@type'?: string })['@type'] === 'Event') as Record<string, unknown>;

test.describe('issue 53: investor calls and dated items', () => {
  test('items dated only by month or year are past once their period is, offer no calendar, and keep their precision in the JSON-LD and the SEC feed', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const ids = Object.fromEntries(
      await Promise.all(Object.entries(SEEDED).map(async ([key, { title }]) => [key, await seededId(request, title)])),
    ) as Record<keyof typeof SEEDED, number>;
    const nowYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    for (const lang of LANGS) {
      for (const layout of LAYOUTS) {
        for (const [key, { startDate }] of Object.entries(SEEDED) as [
          keyof typeof SEEDED,
          (typeof SEEDED)[keyof typeof SEEDED],
        ][]) {
          const where = `${key} ${lang}/${layout}`;
          const served = await fetchServed(request, eventPath(lang, layout, ids[key]));
          expect(served.status, where).toBe(200);
          // Its whole month or year over in Beijing: ended (the FY2025 report's year, 2026, only once 2027 has begun).
          if (Number(startDate.slice(0, 4)) < nowYear)
            expect(served.root, where).toContain(`data-testid="event-phase">${TEXT[lang].event.phase.after}<`);
          expect(served.root, where).not.toContain(`data-testid="event-phase">${TEXT[lang].event.phase.before}<`);
          expect(served.html, where).not.toContain('event.ics');
          expect(served.rootText, where).not.toContain(TEXT[lang].calls.addToCalendar);
          const data = eventData(served);
          expect(data.startDate, where).toBe(startDate);
          expect(data, where).not.toHaveProperty('endDate');
          expect(JSON.stringify(data), where).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        }
      }
    }
    // Asked for by hand, the file says why there is none.
    const file = await request.get(`/en/event.ics?id=${ids.h1Results}`);
    expect(file.status()).toBe(404);
    expect(await file.text()).toContain('dated only by month or year');
    // Not upcoming on the investor page, and no "add to calendar" in archive 4.
    for (const lang of LANGS) {
      const investor = await fetchServed(request, buildPath({ lang, layout: 'desktop', page: 'investor' }));
      const upcoming = investor.root.slice(investor.root.indexOf(`<h3>${TEXT[lang].calls.upcomingHeading}</h3>`));
      for (const id of Object.values(ids)) expect(upcoming, `${lang} investor page`).not.toContain(`id=${id}"`);
      const archive = await fetchServed(request, buildPath({ lang, layout: 'mobile', page: 'investor_list4' }));
      for (const id of Object.values(ids))
        expect(archive.html, `${lang} archive 4`).not.toContain(`event.ics?id=${id}"`);
    }
    // The SEC feed gives no invented first of the month or year as a filing date.
    for (const path of ['/sec-filings.xml', '/en/sec-filings.xml']) {
      const feed = await (await request.get(path)).text();
      expect(feed, path).toContain('20-F');
      expect(feed, path).not.toMatch(/<pubDate>(Wed, 01 Jan 2025|Thu, 01 Jan 2026|Mon, 01 Sep 2025) /);
    }

    // Hydration keeps the served page (the badge of a month- or year-dated item reads the drawn moment).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize(VIEWPORT.desktop);
    await page.goto(eventPath('en', 'desktop', ids.h1Results));
    await expect(page.getByTestId('event-phase')).toHaveText('Ended');
    await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
    await keepShot(page, 'dated-month-en-desktop');
    await page.goto(eventPath('zh', 'desktop', ids.annual2025));
    await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
    await keepShot(page, 'dated-year-zh-desktop');
    await page.setViewportSize(VIEWPORT.mobile);
    await page.goto(eventPath('hk', 'mobile', ids.annual2024));
    await expect(page.getByTestId('event-phase')).toHaveText(TEXT.hk.event.phase.after);
    await keepShot(page, 'dated-year-hk-mobile');
    expect(errors).toEqual([]);
  });

  test("a finished call shows the replay staff added, in the investor page's table and cards, and its page's Event data has a location, an end and an organizer", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = `Replay call ${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const replayUrl = `https://webcast.example.com/replay-${randomBytes(4).toString('hex')}`;
    // Yesterday's call: the newest of the past ones, so it is among the overview's six.
    const startMs = Math.floor((Date.now() - 86_400_000) / 60_000) * 60_000;
    const created = await request.post(`${API_PREFIX}/admin/investorCalendar`, {
      headers: ADMIN_HEADERS,
      data: {
        title: { zh: `${marker}（简）`, hk: `${marker}（繁）`, en: marker },
        summary: { zh: '', hk: '', en: '' },
        date: new Date(startMs + 8 * 3_600_000).toISOString().slice(0, 10),
        kind: 'conferenceCall',
        eventAt: new Date(startMs).toISOString(),
        fiscalYear: 2026,
        fiscalPeriod: 'Q4',
        replayUrl,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    try {
      for (const lang of ['zh', 'en'] as const) {
        for (const layout of LAYOUTS) {
          const served = await fetchServed(request, buildPath({ lang, layout, page: 'investor' }));
          const details = served.root.indexOf(`href="${eventPath(lang, layout, id)}"`);
          expect(details, `${lang}/${layout}`).toBeGreaterThan(0);
          // The call's row (desktop) or card (phone): its replay is available, and Play opens it.
          const start = Math.max(served.root.lastIndexOf('<tr>', details), served.root.lastIndexOf('<li', details));
          const entry = served.root.slice(
            start,
            served.root.indexOf(layout === 'desktop' ? '</tr>' : '</li>', details),
          );
          expect(entry, `${lang}/${layout}`).toContain(TEXT[lang].calls.replayAvailable);
          expect(entry, `${lang}/${layout}`).not.toContain(TEXT[lang].calls.replayNone);
          expect(entry, `${lang}/${layout}`).toContain(`href="${replayUrl}"`);
        }
      }
      await page.setViewportSize(VIEWPORT.desktop);
      await page.goto(`${buildPath({ lang: 'zh', layout: 'desktop', page: 'investor' })}#hyyj`);
      const row = page.locator('#hyyj').getByRole('row').filter({ hasText: marker });
      await expect(row.getByRole('cell').nth(2)).toHaveText(TEXT.zh.calls.replayAvailable);
      await expect(row.getByRole('link', { name: new RegExp(TEXT.zh.calls.playLink) })).toHaveAttribute(
        'href',
        replayUrl,
      );
      await row.scrollIntoViewIfNeeded();
      await keepShot(page, 'replay-zh-desktop', false);
      await page.setViewportSize(VIEWPORT.mobile);
      await page.goto(`${buildPath({ lang: 'en', layout: 'mobile', page: 'investor' })}#hyyj`);
      const card = page.locator('#hyyj').getByRole('listitem').filter({ hasText: marker });
      await expect(card.getByRole('link', { name: /Play/ })).toHaveAttribute('href', replayUrl);
      await card.scrollIntoViewIfNeeded();
      await keepShot(page, 'replay-en-mobile', false);

      // Its page: Google's required and recommended Event properties, the page as where to watch.
      const served = await fetchServed(request, eventPath('en', 'desktop', id));
      expect(eventData(served)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: marker,
        url: `/en/event?id=${id}`,
        startDate: new Date(startMs).toISOString(),
        endDate: new Date(startMs + 3_600_000).toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: `/en/event?id=${id}` },
        organizer: { '@type': 'Organization', name: 'Autozi Internet Technology (Global) Ltd.', url: '/en' },
      });
      expect(served.rootText).toContain(TEXT.en.event.phase.after);
    } finally {
      await deleteContent(request, 'investorCalendar', id);
    }
  });
});
