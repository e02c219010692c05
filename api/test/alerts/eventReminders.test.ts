/**
 * Investor events and the "investor events" alert category (issue 41), through a real SMTP
 * server: the announcement leads to the event's page, and the reminder comes the day before,
 * once, and only for an event announced earlier than that.
 */
import { movableClock, trilingual, type MovableClock } from '../helpers/consoleSession';
import { alertsTestOptions, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { confirmFrom, subscribeAs } from '../helpers/subscribeAs';
import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const HOUR = 3_600_000;

describe.each(DATABASE_TARGETS)('investor event alerts on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let clock: MovableClock;
  const publish = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/admin/investorCalendar`, headers: adminHeaders, payload });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    clock = movableClock();
    t = await startTestApp(target, alertsTestOptions(smtp, clock.read));
    const posted = await subscribeAs(t.app, {
      email: 'holder@example.com',
      lang: 'hk',
      categories: ['events'],
      layout: 'desktop',
      from: 'investor',
    });
    expect(posted.statusCode).toBe(303);
    await confirmFrom(t.app, (await smtp.next('holder@example.com'))!);
    // Subscribed to announcements only: the mark of each sweep (sweepOnce).
    await subscribeAs(t.app, {
      email: 'watcher@example.com',
      lang: 'en',
      categories: ['announcements'],
      layout: 'desktop',
      from: 'investor',
    });
    await confirmFrom(t.app, (await smtp.next('watcher@example.com'))!);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxSubjects = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: `${API}/admin/alerts/outbox?pageSize=200`, headers: adminHeaders })
      ).json().data.list as { subject: string }[]
    ).map((m) => m.subject);
  let marks = 0;
  /**
   * Waits for one whole sweep at the clock's time: a press release scheduled for now is announced
   * by the sweep, whose reminders are queued in the same round, before the mails go out.
   */
  async function sweepOnce(): Promise<void> {
    marks += 1;
    const title = `Mark ${marks}`;
    const posted = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/notice`,
      headers: adminHeaders,
      payload: {
        title: trilingual(title),
        date: '2026-11-27',
        status: 'published',
        publishAt: new Date(clock.now + 1000).toISOString(),
      },
    });
    expect(posted.statusCode).toBe(201);
    clock.now += 2000;
    await smtp.next('watcher@example.com');
  }
  const reminders = async () => (await outboxSubjects()).filter((subject) => subject.includes('活動提示'));

  it('announces an event with a link to its page, then reminds of it the day before, once', async () => {
    const start = clock.now + 3 * 24 * HOUR;
    const created = await publish({
      title: trilingual('Fiscal 2026 results call'),
      summary: trilingual('Management discusses the results.'),
      date: new Date(start).toISOString().slice(0, 10),
      kind: 'conferenceCall',
      eventAt: new Date(start).toISOString(),
      webcastUrl: 'https://webcast.example.com/azi',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const announcement = await smtp.next('holder@example.com');
    expect(announcement!.subject).toBe('【投資者活動】Fiscal 2026 results call（繁）');
    expect(announcement!.text).toContain(`https://www.example.org/hk/event?id=${id}`);

    // Two days before: nothing due.
    clock.now = start - 2 * 24 * HOUR;
    await sweepOnce();
    expect(await reminders()).toEqual([]);
    // Within the last day: one reminder, in the subscriber's language, with the Beijing time.
    clock.now = start - 20 * HOUR;
    await sweepOnce();
    const reminder = await smtp.next('holder@example.com');
    expect(reminder!.subject).toBe('【投資者活動】活動提示：Fiscal 2026 results call（繁）');
    expect(reminder!.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京時間）/);
    expect(reminder!.text).toContain(`https://www.example.org/hk/event?id=${id}`);
    // The next sweeps: nothing more.
    await sweepOnce();
    await sweepOnce();
    expect(await reminders()).toHaveLength(1);
  });

  it('sends no reminder for an event announced less than a day before it, nor for a cancelled one', async () => {
    const start = clock.now + 10 * HOUR;
    await publish({
      title: trilingual('Short-notice call'),
      date: new Date(start).toISOString().slice(0, 10),
      kind: 'event',
      eventAt: new Date(start).toISOString(),
    });
    await smtp.next('holder@example.com');
    const later = clock.now + 3 * 24 * HOUR;
    await publish({
      title: trilingual('Cancelled call'),
      date: new Date(later).toISOString().slice(0, 10),
      kind: 'event',
      eventAt: new Date(later).toISOString(),
      eventStatus: 'cancelled',
    });
    await smtp.next('holder@example.com');
    await sweepOnce();
    clock.now = later - 20 * HOUR;
    await sweepOnce();
    expect(await reminders()).toHaveLength(1);
  });
});
