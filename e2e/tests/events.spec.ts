import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import {
  ADMIN_HEADERS,
  CONSOLE_URL,
  createConsoleAccount,
  deleteContent,
  signInToConsole,
  saveNewContent,
  SITE_ADDRESS,
  unique,
} from './consoleOrigin';
import { clockMovingTests, moveClock } from './movedClock';
import { keepShot, printPage } from './shots';
import {
  buildPath,
  fetchServed,
  LANGS,
  LAYOUTS,
  liveAtLoad,
  textOf,
  VIEWPORT,
  type Lang,
  type Layout,
  type ServedPage,
} from './site';

/**
 * Issue 41: an investor event from the console to its page, before, during and after it, in every
 * language and layout; the calendar feed; the FAQ and the accessibility statement. The phases are
 * reached by moving the server's clock of moments (movedClock.ts), never by waiting: it moves only
 * what changes by itself (events' phases, job openings' hours), and one test at a time moves it.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const site = (path: string) => `${SITE_ADDRESS}${path}`;

/** What each phase's badge says, by language. */
const PHASE_TEXT: Record<string, Record<Lang, string>> = {
  before: { zh: '即将举行', hk: '即將舉行', en: 'Upcoming' },
  starting: { zh: '即将开始', hk: '即將開始', en: 'Starting soon' },
  live: { zh: '正在直播', hk: '正在直播', en: 'Live now' },
  after: { zh: '已结束', hk: '已結束', en: 'Ended' },
};

/** The investor page's heading over its coming dates, by language. */
const UPCOMING_HEADING: Record<Lang, string> = { zh: '即将举行的活动', hk: '即將舉行的活動', en: 'Upcoming events' };

/** A transcript in each language: a speaker's lines, a blank line between speakers, and markup that must stay text. */
const TRANSCRIPT_LINES: Record<Lang, string[]> = {
  zh: ['主持人：', '各位早上好，欢迎参加本次业绩电话会议。', '主席：', '谢谢。', '问：<b>AZI</b> 的财政年度何时结束？'],
  hk: ['主持人：', '各位早晨，歡迎參加本次業績電話會議。', '主席：', '多謝。', '問：<b>AZI</b> 的財政年度何時結束？'],
  en: [
    'Operator:',
    'Good morning, everyone, and welcome to the results call.',
    'Chair:',
    'Thank you.',
    'Q: when does the fiscal year of <b>AZI</b> end?',
  ],
};
const TRANSCRIPT: Record<Lang, string> = Object.fromEntries(
  LANGS.map((lang) => {
    const [a, b, c, d, e] = TRANSCRIPT_LINES[lang];
    return [lang, `${a}\n${b}\n\n${c}\n${d}\n\n${e}`];
  }),
) as Record<Lang, string>;

/** Screenshots of one page in every language and layout, for a person to look at. */
async function screenshotsOf(
  page: Page,
  pathOf: (lang: Lang, layout: Layout, id: number) => string,
  id: number,
  name: string,
): Promise<void> {
  for (const layout of LAYOUTS) {
    await page.setViewportSize(VIEWPORT[layout]);
    for (const lang of LANGS) {
      await page.goto(site(pathOf(lang, layout, id)));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await keepShot(page, `event-${name}-${lang}-${layout}`);
    }
  }
}

const eventPath = (lang: Lang, layout: Layout, id: number) =>
  buildPath({ lang, layout, page: 'event' }, { query: { id } });

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
  await signInToConsole(page, await createConsoleAccount(page.request, 'ir'));
}

/** The feed as a calendar app reads it: the event of `uid`. */
async function feedEvent(request: APIRequestContext, path: string, uid: string) {
  const feed = await request.get(site(path));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const found = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((event) => event.uid === uid);
  expect(found, `${uid} in ${path}`).toBeDefined();
  return found!;
}

test.describe('investor events', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', timezoneId: 'Europe/London' });

  // The test that moves the clock puts it back, and only it: tests run in parallel, and the end of
  // another test must not set the clock back under this one.
  test.describe(() => {
    // Two tests moving the clock at once (this one twice with --repeat-each, or another file's) would move each other's: one at a time.
    const event = clockMovingTests('investorCalendar');

    test('an event made in the console shows its phase before, during and after it, in three languages and both layouts, in its JSON-LD and in the calendar feed', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const title = `Results call ${unique()}`;
      await signInAsIr(page);
      await page.goto(`${CONSOLE_URL}/admin/content/investorCalendar/new`);
      for (const [lang, suffix] of [
        ['ZH', '（简）'],
        ['HK', '（繁）'],
        ['EN', ''],
      ] as const) {
        await page.getByLabel(`Title (${lang})`).fill(`${title}${suffix}`);
        await page.getByLabel(`Summary (${lang})`).fill(`Management discusses the results ${lang}.`);
      }
      await page.getByLabel('Kind').selectOption({ label: 'Conference call' });
      // Two hours ahead, on a whole minute (the console's field takes minutes), typed as Beijing
      // time: the console's event times are the company's, whatever the browser's zone (issue 53).
      const startMs = Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000;
      const start = new Date(startMs);
      const beijing = new Date(startMs + 8 * 3_600_000).toISOString().slice(0, 16);
      await page.getByLabel('Event time').fill(beijing);
      await page.getByLabel('Webcast link').fill('https://webcast.example.com/azi-results');
      await page.getByLabel('Dial-in numbers').fill('US +1 000 000 0000\nAccess code 1234');
      // The transcript as text, written ahead: shown only once the event is over.
      for (const lang of LANGS)
        await page.getByLabel(`Transcript (text) (${lang.toUpperCase()})`).fill(TRANSCRIPT[lang]);
      // A link that is not https is refused in the form.
      await page.getByLabel('Replay link').fill('http://replay.example.com/');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Must start with https:// or /.').first()).toBeVisible();
      await page.getByLabel('Replay link').fill('');
      const id = await saveNewContent(page);
      event.made(id);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

      // Before: how to join, in every language and layout, as served (no script).
      const before = await servedInPhase(request, id, 'before');
      const en = before.get('en/desktop')!;
      expect(en.html).toContain('href="https://webcast.example.com/azi-results"');
      expect(en.rootText).toContain('Access code 1234');
      expect(en.rootText).toContain('Beijing time');
      // The end's date is written only when the event ends on another day there (two hours from now
      // may be late evening in New York).
      expect(en.rootText).toMatch(
        /New York time\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} – (\d{4}-\d{2}-\d{2} )?\d{2}:\d{2} \((EST|EDT)\)/,
      );
      expect(before.get('hk/mobile')!.headings(1)).toEqual([`${title}（繁）`]);
      for (const [key, served] of before) expect(served.rootText, key).not.toContain('Good morning, everyone');
      for (const [key, served] of before) expect(served.html, key).not.toContain('data-testid="event-transcript"');
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

      // The investor page's coming dates are in its served HTML too, drawn with the server's clock:
      // the event is there for a visitor without scripts (and a crawler), not a "Loading…".
      const titleIn: Record<Lang, string> = { zh: `${title}（简）`, hk: `${title}（繁）`, en: title };
      for (const lang of LANGS) {
        for (const layout of LAYOUTS) {
          const served = await fetchServed(request, site(buildPath({ lang, layout, page: 'investor' })));
          const at = served.html.indexOf(`<h3>${UPCOMING_HEADING[lang]}</h3>`);
          expect(at, `${lang}/${layout}`).toBeGreaterThan(0);
          const upcoming = served.html.slice(at, served.html.indexOf('</section>', at));
          expect(textOf(upcoming), `${lang}/${layout}`).toContain(titleIn[lang]);
          expect(upcoming, `${lang}/${layout}`).not.toContain('role="status"');
        }
      }

      // In the browser: the visitor's own time appears after hydration; the page passes axe.
      await liveAtLoad(page);
      await page.goto(site(eventPath('en', 'desktop', id)));
      await expect(page.getByTestId('event-own-time')).toBeVisible();
      await expect(page.getByTestId('event-subscribe')).toHaveAttribute(
        'href',
        /^webcal:\/\/.+\/en\/investor-events\.ics$/,
      );
      expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
      await keepShot(page, 'event-before-en-desktop');
      await screenshotsOf(page, eventPath, id, 'before');
      await page.setViewportSize(VIEWPORT.desktop);

      // Ten minutes before the start, the live webcast is the page's first offer, and the page says
      // the call has not started yet (issue 53): "Starting soon" as served, the minutes counted down
      // by the visitor's clock (here moved with the server's), "Live now" from the start.
      moveClock(new Date(start.getTime() - 10 * 60_000));
      const starting = await servedInPhase(request, id, 'starting');
      expect(starting.get('zh/desktop')!.rootText).toContain('观看网络直播');
      expect(starting.get('en/mobile')!.rootText).toContain('Join the live webcast');
      for (const [key, served] of starting) expect(served.html, key).not.toContain('event.ics');
      await page.clock.install({ time: new Date(start.getTime() - 10 * 60_000) });
      for (const [lang, countdown] of [
        ['zh', '10分钟后开始'],
        ['hk', '10分鐘後開始'],
        ['en', 'Starts in 10 minutes'],
      ] as const) {
        for (const layout of LAYOUTS) {
          await page.setViewportSize(VIEWPORT[layout]);
          await page.goto(site(eventPath(lang, layout, id)));
          await expect(page.getByTestId('event-phase')).toHaveText(countdown);
          await keepShot(page, `event-starting-${lang}-${layout}`);
        }
      }
      await expect(page.getByRole('link', { name: /Join the live webcast/ })).toHaveAttribute(
        'href',
        'https://webcast.example.com/azi-results',
      );
      expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
      await page.clock.runFor(10 * 60_000);
      await expect(page.getByTestId('event-phase')).toHaveText('Live now');

      // Under way: listed as live on the investor page, never as a date to add to a calendar.
      moveClock(new Date(start.getTime() + 5 * 60_000));
      const live = await servedInPhase(request, id, 'live');
      expect(live.get('en/desktop')!.rootText).toContain('Join the live webcast');
      const jsonLdLive = live.get('en/desktop')!.jsonScripts('application/ld+json') as Record<string, unknown>[];
      expect(jsonLdLive).toContainEqual(
        expect.objectContaining({
          '@type': 'Event',
          endDate: new Date(start.getTime() + 3_600_000).toISOString(),
          organizer: expect.objectContaining({ url: '/en' }),
        }),
      );
      for (const lang of LANGS) {
        await expect(async () => {
          const served = await fetchServed(request, site(buildPath({ lang, layout: 'desktop', page: 'investor' })));
          const at = served.html.indexOf(`<h3>${UPCOMING_HEADING[lang]}</h3>`);
          const entry = served.html.slice(
            served.html.lastIndexOf('<li', served.html.indexOf(`event?id=${id}"`, at)),
            served.html.indexOf('</li>', served.html.indexOf(`event?id=${id}"`, at)),
          );
          expect(textOf(entry), lang).toContain(PHASE_TEXT.live![lang]);
          expect(entry, lang).not.toContain('event.ics');
        }).toPass({ timeout: 15_000 });
      }
      await page.setViewportSize(VIEWPORT.mobile);
      await page.goto(site(eventPath('en', 'mobile', id)));
      await expect(page.getByTestId('event-phase')).toHaveText('Live now');
      await keepShot(page, 'event-live-en-mobile');
      await page.setViewportSize(VIEWPORT.desktop);

      // After: once the call is over, staff add the replay and the slides in the console.
      moveClock(new Date(start.getTime() + 2 * 3_600_000));
      const over = await servedInPhase(request, id, 'after');
      expect(over.get('en/desktop')!.rootText).toContain('The replay and materials will be published here');
      await page.goto(`${CONSOLE_URL}/admin/content/investorCalendar/${id}`);
      await page.getByLabel('Replay link').fill('https://webcast.example.com/azi-results/replay');
      await page.getByLabel('Slides (PDF)').fill('https://ir.example.com/azi-results-slides.pdf');
      await page.getByRole('button', { name: 'Save' }).click();
      // Either outcome ends the wait; a refusal fails with the console's own words.
      const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
      const refused = page.getByRole('alert').filter({ hasText: /\S/ });
      await expect(saved.or(refused).first()).toBeVisible({ timeout: 15_000 });
      expect(await refused.count(), (await refused.allTextContents()).join(' ')).toBe(0);
      await expect(async () => {
        const served = await fetchServed(request, site(eventPath('hk', 'mobile', id)));
        expect(served.html).toContain('href="https://webcast.example.com/azi-results/replay"');
        expect(served.html).toContain('href="https://ir.example.com/azi-results-slides.pdf"');
        expect(served.rootText).toContain('重播');
      }).toPass({ timeout: 15_000 });
      for (const [key, served] of await servedInPhase(request, id, 'after')) {
        expect(served.html, key).toContain('https://webcast.example.com/azi-results/replay');
        // The transcript in the page's language: paragraphs kept, markup shown as text, never run.
        const lang = key.split('/')[0] as Lang;
        const transcript =
          /<section[^>]*data-testid="event-transcript"[^>]*>([\s\S]*?)<\/section>/.exec(served.html)?.[1] ?? '';
        expect(transcript.match(/<p>/g), key).toHaveLength(3);
        expect(transcript, key).toContain(`${TRANSCRIPT_LINES[lang][0]}<br/>${TRANSCRIPT_LINES[lang][1]}`);
        expect(transcript, key).toContain('&lt;b&gt;AZI&lt;/b&gt;');
        expect(transcript, key).not.toContain('<b>');
      }

      // The feed carries the update: same UID, a higher SEQUENCE, the replay in its description.
      const updated = await feedEvent(request, '/investor-events.ics', `investor-calendar-${id}@autozi`);
      expect(updated.sequence).toBeGreaterThan(firstFeed.sequence);
      expect(updated.summary).toBe(`${title}（简）`);
      expect(updated.description).toContain('https://webcast.example.com/azi-results/replay');

      await page.goto(site(eventPath('zh', 'desktop', id)));
      await expect(page.getByRole('link', { name: /回放/ })).toBeVisible();
      await expect(page.getByTestId('event-transcript')).toContainText('各位早上好');
      expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
      await keepShot(page, 'event-after-zh-desktop');
      await page.emulateMedia({ media: 'print' });
      await printPage(page, 'event-after-zh');
      await keepShot(page, 'event-after-zh-print');
      // On paper: no header menus, every link followed by its address.
      await expect(page.locator('#top > header')).toBeHidden();
      const replayAfter = await page
        .getByRole('link', { name: /回放/ })
        .evaluate((link) => getComputedStyle(link, '::after').content);
      expect(replayAfter).toContain('https://webcast.example.com/azi-results/replay');
      await expect(page.getByRole('link', { name: '业绩会及投资者日历' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await screenshotsOf(page, eventPath, id, 'after');
    });
  });

  for (const key of ['faq', 'accessibility'] as const) {
    test(`the ${key} page is served in three languages, linked from the footer in both layouts, and passes axe`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      for (const lang of LANGS) {
        for (const layout of LAYOUTS) {
          const path = buildPath({ lang, layout, page: key });
          const served = await fetchServed(request, site(path));
          expect(served.status, path).toBe(200);
          expect(served.headings(1), path).toHaveLength(1);
          if (key === 'faq')
            expect(served.jsonScripts('application/ld+json'), path).toContainEqual(
              expect.objectContaining({ '@type': 'FAQPage' }),
            );
          const home = await fetchServed(request, site(buildPath({ lang, layout, page: 'home' })));
          expect(home.html, `${lang}/${layout} footer`).toContain(`href="${path}"`);
        }
      }
      for (const [lang, layout] of LANGS.flatMap((lang) => LAYOUTS.map((layout) => [lang, layout] as const))) {
        await page.setViewportSize(VIEWPORT[layout]);
        await page.goto(site(buildPath({ lang, layout, page: key })));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations, `${lang}/${layout}`).toEqual(
          [],
        );
        await keepShot(page, `${key}-${lang}-${layout}`);
      }
    });
  }
});

test.describe('the calls archive and the IR FAQ from the console', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', timezoneId: 'Europe/London' });

  test('every call of the last four quarters links to its event page, on the investor page and in archive 4, in three languages and both layouts', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = `Quarter call ${unique()}`;
    const ids: number[] = [];
    // The last four quarters' calls, as IR staff put them in the calendar (newest last).
    for (const [index, period] of (['Q1', 'Q2', 'Q3', 'Q4'] as const).entries()) {
      const at = new Date(Date.now() - (4 - index) * 91 * 86_400_000);
      const text = (lang: string) => `${marker} ${period} ${lang}`;
      const created = await request.post(site(`${API_PREFIX}/admin/investorCalendar`), {
        headers: ADMIN_HEADERS,
        data: {
          title: { zh: text('zh'), hk: text('hk'), en: text('en') },
          summary: { zh: '', hk: '', en: '' },
          date: at.toISOString().slice(0, 10),
          kind: 'conferenceCall',
          eventAt: at.toISOString(),
          fiscalYear: at.getUTCFullYear(),
          fiscalPeriod: period,
          replayUrl: 'https://webcast.example.com/replay',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      ids.push(((await created.json()) as { data: { id: number } }).data.id);
    }
    // The overview shows the six newest calls: these four are removed at the end, so that a retry or
    // a second run against the same server does not push them out with its own.
    try {
      for (const lang of LANGS) {
        for (const layout of LAYOUTS) {
          const investor = await fetchServed(request, site(buildPath({ lang, layout, page: 'investor' })));
          const archive = await fetchServed(
            request,
            site(buildPath({ lang, layout, page: 'investor_list4' }, { query: { keyword: marker } })),
          );
          for (const id of ids) {
            expect(investor.html, `${lang}/${layout} investor page, call ${id}`).toContain(
              `href="${eventPath(lang, layout, id)}"`,
            );
            expect(archive.html, `${lang}/${layout} archive 4, call ${id}`).toContain(
              `href="${eventPath(lang, layout, id)}"`,
            );
          }
        }
      }
    } finally {
      for (const id of ids) await deleteContent(request, 'investorCalendar', id);
    }
  });

  test('IR staff add a fact and a question in the console: the FAQ page shows the fact only once published, the question in its place and in the FAQPage data', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const faqPath = (lang: Lang, layout: Layout) => buildPath({ lang, layout, page: 'faq' });
    const agent = `Transfer Agent ${unique()} Ltd.`;
    const question = `Who keeps the register of members ${unique()}?`;
    const factsHeading: Record<Lang, string> = {
      zh: '股东服务与顾问机构',
      hk: '股東服務與顧問機構',
      en: 'Shareholder services and advisers',
    };

    // Nothing filled in: no facts, not even their heading, in any language or layout.
    for (const lang of LANGS) {
      for (const layout of LAYOUTS) {
        const served = await fetchServed(request, site(faqPath(lang, layout)));
        expect(served.rootText, `${lang}/${layout}`).not.toContain(factsHeading[lang]);
        expect(served.rootText, `${lang}/${layout}`).not.toContain(agent);
        // The seeded answers (from docs/company-facts.md) are all there.
        expect(served.headings(3), `${lang}/${layout}`).toHaveLength(8);
      }
    }

    await signInAsIr(page);
    await page.goto(`${CONSOLE_URL}/admin/content/faq/new`);
    await page.getByLabel('Entry').selectOption({ label: 'Transfer agent' });
    for (const lang of ['ZH', 'HK', 'EN']) await page.getByLabel(`Title (${lang})`).fill(agent);
    const factId = await saveNewContent(page);
    // A draft is not on the page.
    expect((await fetchServed(request, site(faqPath('en', 'desktop')))).rootText).not.toContain(agent);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    await page.goto(`${CONSOLE_URL}/admin/content/faq/new`);
    await page.getByLabel('Entry').selectOption({ label: 'Question and answer' });
    await page.getByLabel('Links under the answer').selectOption({ label: 'SEC filings, financial reports, EDGAR' });
    await page.getByLabel('Sort order (lower first)').fill('-10');
    for (const [lang, suffix] of [
      ['ZH', '（简）'],
      ['HK', '（繁）'],
      ['EN', ''],
    ] as const) {
      await page.getByLabel(`Title (${lang})`).fill(`${question}${suffix}`);
      await page.getByLabel(`Summary (${lang})`).fill(`The transfer agent${suffix}.`);
    }
    const questionId = await saveNewContent(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

    try {
      for (const lang of LANGS) {
        for (const layout of LAYOUTS) {
          const suffix = { zh: '（简）', hk: '（繁）', en: '' }[lang];
          await expect(async () => {
            const served = await fetchServed(request, site(faqPath(lang, layout)));
            expect(served.headings(2)).toContain(factsHeading[lang]);
            expect(served.rootText).toContain(agent);
            // First by its sort order, with the links it was given, and in the FAQPage data.
            expect(served.headings(3)[0]).toBe(`${question}${suffix}`);
            expect(served.html).toContain(`href="${buildPath({ lang, layout, page: 'investor_list5' })}"`);
            const faqData = served
              .jsonScripts('application/ld+json')
              .find((data) => (data as { '@type'?: string })['@type'] === 'FAQPage') as {
              mainEntity: { name: string; acceptedAnswer: { text: string } }[];
            };
            expect(faqData.mainEntity[0]).toEqual({
              '@type': 'Question',
              name: `${question}${suffix}`,
              acceptedAnswer: { '@type': 'Answer', text: `The transfer agent${suffix}.` },
            });
            expect(faqData.mainEntity).toHaveLength(9);
          }).toPass({ timeout: 15_000 });
        }
      }
      for (const [lang, layout] of [
        ['en', 'desktop'],
        ['hk', 'mobile'],
      ] as const) {
        await page.setViewportSize(VIEWPORT[layout]);
        await page.goto(site(faqPath(lang, layout)));
        await expect(page.getByTestId('faq-fact-transferAgent')).toContainText(agent);
        expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations, `${lang}/${layout}`).toEqual(
          [],
        );
        await keepShot(page, `faq-filled-${lang}-${layout}`);
      }
      await page.setViewportSize(VIEWPORT.desktop);
      await page.goto(site(faqPath('en', 'desktop')));
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('#top > header')).toBeHidden();
      await printPage(page, 'faq-en');
      // A page of the site printed with its whole address; an e-mail address not twice.
      const origin = new URL(page.url()).origin;
      const listAfter = await page
        .getByRole('link', { name: 'SEC filings archive' })
        .first()
        .evaluate((link) => getComputedStyle(link, '::after').content);
      expect(listAfter).toBe(`" <${origin}/en/investor_list5>"`);
      const mailAfter = await page
        .locator('main a[href^="mailto:"]')
        .first()
        .evaluate((link) => getComputedStyle(link, '::after').content);
      expect(mailAfter).toBe('none');
    } finally {
      for (const id of [factId, questionId]) await deleteContent(request, 'faq', id);
    }
    // Taken back: the page is as before.
    await expect(async () => {
      const served = await fetchServed(request, site(faqPath('en', 'desktop')));
      expect(served.rootText).not.toContain(factsHeading.en);
      expect(served.headings(3)).toHaveLength(8);
    }).toPass({ timeout: 15_000 });
  });
});
