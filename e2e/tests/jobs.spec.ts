import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { JOB_CLOSED_GRACE_MS } from '@azi/shared/content/job';
import {
  ADMIN_HEADERS,
  CONSOLE_URL,
  createConsoleAccount,
  signInToConsole,
  saveNewContent,
  SITE_ADDRESS,
  unique,
} from './consoleOrigin';
import { clockMovingTests, moveClock } from './movedClock';
import {
  buildPath,
  fetchServed,
  hydrated,
  LANGS,
  LAYOUTS,
  liveAtLoad,
  VIEWPORT,
  type Lang,
  type ServedPage,
} from './site';

/**
 * Issue 56: HR staff post a job opening from the console, on a schedule, in three languages; it
 * appears on the list and its page at its hour, with its JobPosting data, its apply clicks are
 * counted, it leaves the list after its validThrough, its page then says it has closed and, after
 * the grace period, answers 410. The hours are reached by moving the server's clock of moments
 * (movedClock.ts), never by waiting.
 */
const site = (path: string) => `${SITE_ADDRESS}${path}`;
const ATS = 'https://careers.example.com/azi/apply';
const SUFFIX: Record<Lang, string> = { zh: '（简）', hk: '（繁）', en: '' };

const listPath = (lang: Lang) => buildPath({ lang, layout: 'desktop', page: 'job_list' });
const jobPath = (lang: Lang, layout: 'desktop' | 'mobile', id: number) =>
  buildPath({ lang, layout, page: 'job_detail' }, { query: { id } });

/** The served page (no script), once the server's caches have seen the moved clock. */
async function servedWhen(
  request: APIRequestContext,
  path: string,
  check: (served: ServedPage) => void,
): Promise<ServedPage> {
  let last: ServedPage | undefined;
  await expect(async () => {
    last = await fetchServed(request, site(path));
    check(last);
  }).toPass({ timeout: 15_000 });
  return last!;
}

const postingsOf = (served: ServedPage) =>
  (served.jsonScripts('application/ld+json') as Record<string, unknown>[]).filter(
    (block) => block['@type'] === 'JobPosting',
  );

test.describe('job openings posted by HR', () => {
  test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', timezoneId: 'Asia/Shanghai' });

  const opening = clockMovingTests('job');

  test('an opening scheduled in the console goes public at its hour with its JobPosting data, counts its apply clicks, leaves the list after validThrough, then says it closed and answers 410', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const title = `Parts data engineer ${unique()}`;
    await signInToConsole(page, await createConsoleAccount(page.request, 'hr'));
    await page.goto(`${CONSOLE_URL}/admin/content/job/new`);
    for (const lang of LANGS) {
      const code = lang.toUpperCase();
      await page.getByLabel(`Title (${code})`).fill(`${title}${SUFFIX[lang]}`);
      await page.getByLabel(`Summary (${code})`).fill(`Keep the parts catalogue's data right ${code}.`);
      await page.getByLabel(`Duties (${code})`).fill(`Model the catalogue ${code}\nReview the imports ${code}`);
      await page.getByLabel(`Requirements (${code})`).fill(`Three years of SQL ${code}`);
    }
    await page.getByLabel('Job family').selectOption({ label: 'Engineering' });
    await page.getByLabel('City (office)').selectOption({ label: 'Wuhu' });
    await page.getByLabel('Openings (headcount)').fill('3');
    await page.getByLabel('Salary from').fill('20000');
    await page.getByLabel('Salary up to').fill('30000');
    await page.getByLabel('How to apply').fill(ATS);
    // Public in an hour (a whole minute, the console's inputs take minutes), open for two days.
    const publishMs = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
    const throughMs = publishMs + 2 * 24 * 3_600_000;
    const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel('Valid through (Beijing time, UTC+08:00)').fill(beijing(throughMs));
    const id = await saveNewContent(page);
    opening.made(id);
    // The browser's zone is Beijing's here: its local time is the company's.
    await page.getByRole('radio', { name: 'Publish at a set time' }).check();
    await page.getByLabel(/Publish at \(your local time/).fill(beijing(publishMs));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible();

    // Before its hour: not on the list, no page.
    for (const lang of LANGS)
      expect((await fetchServed(request, site(listPath(lang)))).mainText).not.toContain(`${title}${SUFFIX[lang]}`);
    expect((await fetchServed(request, site(jobPath('en', 'desktop', id)))).status).toBe(404);

    // Its hour: on the list and on its page, in every language and layout.
    moveClock(new Date(publishMs + 60_000));
    for (const lang of LANGS) {
      await servedWhen(request, listPath(lang), (served) =>
        expect(served.mainText).toContain(`${title}${SUFFIX[lang]}`),
      );
      for (const layout of LAYOUTS) {
        const served = await servedWhen(request, jobPath(lang, layout, id), (s) => expect(s.status).toBe(200));
        expect(served.headings(1)).toEqual([`${title}${SUFFIX[lang]}`]);
        expect(served.mainText).toContain(`Model the catalogue ${lang.toUpperCase()}`);
        expect(postingsOf(served)).toHaveLength(1);
      }
    }
    const en = await fetchServed(request, site(jobPath('en', 'desktop', id)));
    const posting = postingsOf(en)[0]!;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title,
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      validThrough: new Date(throughMs).toISOString().replace('.000Z', 'Z'),
      employmentType: 'FULL_TIME',
      directApply: false,
      hiringOrganization: expect.objectContaining({
        '@type': 'Organization',
        logo: expect.stringMatching(/^https?:\/\//),
      }),
      jobLocation: expect.objectContaining({
        address: expect.objectContaining({ addressLocality: 'Wuhu', addressCountry: 'CN' }),
      }),
      baseSalary: expect.objectContaining({
        currency: 'CNY',
        value: expect.objectContaining({ minValue: 20000, maxValue: 30000, unitText: 'MONTH' }),
      }),
      identifier: expect.objectContaining({ value: String(id) }),
    });
    expect(String(posting.description)).toContain('Three years of SQL EN');

    // An apply click, made in the browser, is counted for HR (the recruiting site is answered here).
    await page.context().route(`${ATS}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>ATS</p>' }));
    const visitor = await page.context().newPage();
    await liveAtLoad(visitor);
    await visitor.goto(site(jobPath('en', 'desktop', id)));
    const apply = visitor.getByRole('link', { name: 'Apply now' });
    await expect(apply).toHaveAttribute('href', ATS);
    await hydrated(apply);
    // The click leaves for the recruiting site at once; its beacon is counted on the way.
    await apply.click();
    await expect(visitor).toHaveURL(ATS);
    await expect(async () => {
      const counts = await request.get(site(`${API_PREFIX}/admin/jobs/apply-clicks`), { headers: ADMIN_HEADERS });
      const list = ((await counts.json()) as { data: { list: { jobId: number; total: number }[] } }).data.list;
      expect(list.find((row) => row.jobId === id)?.total).toBe(1);
    }).toPass({ timeout: 10_000 });
    await visitor.close();

    // After validThrough: off the list; its page says it has closed, without the posting's data.
    moveClock(new Date(throughMs + 60_000));
    await servedWhen(request, listPath('en'), (served) => expect(served.mainText).not.toContain(title));
    const closed = await servedWhen(request, jobPath('en', 'mobile', id), (served) =>
      expect(served.mainText).toContain('This opening has closed'),
    );
    expect(closed.status).toBe(200);
    expect(postingsOf(closed)).toEqual([]);
    expect(closed.mainText).not.toContain('Apply now');

    // After the grace period: 410 Gone, still saying why.
    moveClock(new Date(throughMs + JOB_CLOSED_GRACE_MS + 60_000));
    const gone = await servedWhen(request, jobPath('hk', 'desktop', id), (served) => expect(served.status).toBe(410));
    expect(gone.headings(1)).toEqual([`${title}${SUFFIX.hk}`]);
  });
});

test('the job pages of before openings were content answer with one permanent redirect to the same opening', async ({
  request,
}) => {
  const seeded = await fetchServed(request, site('/en/job_detail?id=3'));
  expect(seeded.status).toBe(200);
  const [title] = seeded.headings(1);
  for (const [old, to] of [
    ['/en/job_detail3', '/en/job_detail?id=3'],
    ['/en/mobile/job_detail3?utm_source=mail', '/en/mobile/job_detail?utm_source=mail&id=3'],
    ['/zh/job_detail3', '/job_detail?id=3'],
    ['/hk/job_detail3/', '/hk/job_detail?id=3'],
  ] as const) {
    const answer = await request.get(site(old), { maxRedirects: 0 });
    expect(answer.status(), old).toBe(301);
    expect(answer.headers().location, old).toBe(to);
  }
  const followed = await request.get(site('/en/job_detail3'));
  expect(followed.url()).toBe(site('/en/job_detail?id=3'));
  expect(followed.status()).toBe(200);
  expect((await fetchServed(request, followed.url())).headings(1)).toEqual([title]);
});
