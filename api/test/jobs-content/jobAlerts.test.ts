/**
 * The careers alerts (issue 56): a visitor subscribed to new job openings gets one mail when an
 * opening goes public (at once, or at its scheduled hour), in the subscriber's language, linking
 * to the opening's page; an opening that closed before its hour is no news; other categories'
 * subscribers get nothing. A refused post of the careers form leads back to it.
 */
import { movableClock, trilingual, type MovableClock } from '../helpers/consoleSession';
import { alertsTestOptions, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { confirmFrom, subscribeAs } from '../helpers/subscribeAs';
import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const HOUR = 3600_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(DATABASE_TARGETS)('careers alerts on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let clock: MovableClock;
  const postJob = async (en: string, extra: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/job`,
      headers: adminHeaders,
      payload: { title: trilingual(en), date: '2026-11-28', category: 'finance', ...extra },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    clock = movableClock();
    t = await startTestApp(target, alertsTestOptions(smtp, clock.read));
    clock.now = Date.now();
    for (const [email, lang, categories] of [
      ['jobs.en@example.com', 'en', 'careers'],
      ['jobs.hk@example.com', 'hk', 'careers'],
      ['results.only@example.com', 'en', 'results'],
    ] as const) {
      await subscribeAs(t.app, { email, lang, categories });
      await confirmFrom(t.app, await smtp.next(email));
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the careers subscribers a new opening in their language, with a link to its page, and no one else', async () => {
    const id = await postJob('Treasury analyst');
    const en = await smtp.next('jobs.en@example.com');
    expect(en.subject).toBe('[New job openings] Treasury analyst');
    expect(en.text).toContain(`/en/job_detail?id=${id}`);
    const hk = await smtp.next('jobs.hk@example.com');
    expect(hk.subject).toBe('【招聘職位】Treasury analyst（繁）');
    expect(hk.text).toContain(`/hk/job_detail?id=${id}`);
    await settle();
    expect(mailsTo('results.only@example.com')).toHaveLength(1);
  });

  it('announces a scheduled opening at its hour, once, and says nothing of one that closed before its hour', async () => {
    const before = mailsTo('jobs.en@example.com').length;
    await postJob('Scheduled analyst', { publishAt: new Date(clock.now + HOUR).toISOString() });
    await postJob('Never news', {
      publishAt: new Date(clock.now + HOUR).toISOString(),
      validThrough: new Date(clock.now + HOUR - 60_000).toISOString(),
    });
    await settle();
    expect(mailsTo('jobs.en@example.com')).toHaveLength(before);
    clock.advance(HOUR + 1000);
    expect((await smtp.next('jobs.en@example.com')).subject).toBe('[New job openings] Scheduled analyst');
    await settle();
    expect(mailsTo('jobs.en@example.com').map((m) => m.subject)).not.toContain('[New job openings] Never news');
    expect(mailsTo('jobs.en@example.com')).toHaveLength(before + 1);
  });

  it('leads a refused post of the careers form back to it', async () => {
    const refused = await subscribeAs(t.app, {
      email: 'not an address',
      lang: 'en',
      categories: 'careers',
      from: 'careers',
    });
    expect(refused.statusCode).toBe(303);
    expect(new URL(String(refused.headers.location), 'https://site.example').searchParams.get('from')).toBe('careers');
  });
});
