/**
 * E-mail alerts end to end through the API and a real SMTP server: subscribe (form post and
 * JSON), the confirmation mail and its signed link, an alert per confirmed subscriber in its
 * language with RFC 8058's headers, one-click unsubscribe, scheduled items, and the caps.
 */
import { movableClock, trilingual, type MovableClock } from '../helpers/consoleSession';
import { linkIn, alertsTestOptions, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { confirmFrom, subscribeAs } from '../helpers/subscribeAs';
import { API, adminHeaders, form, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

describe.each(DATABASE_TARGETS)('e-mail alerts on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let clock: MovableClock;
  const publish = (kind: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/admin/${kind}`, headers: adminHeaders, payload });
  const outbox = () =>
    t.app
      .inject({ method: 'GET', url: `${API}/admin/alerts/outbox?pageSize=200`, headers: adminHeaders })
      .then((r) => r.json().data);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    clock = movableClock();
    t = await startTestApp(target, alertsTestOptions(smtp, clock.read));
    clock.now = Date.now();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);

  it('sends a confirmation mail first and nothing else until it is opened; then one English alert with both unsubscribe headers', async () => {
    const posted = await subscribeAs(t.app, {
      email: 'Reader@Example.COM',
      lang: 'en',
      categories: ['pressReleases', 'secFilings'],
      layout: 'desktop',
      from: 'investor',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/en/alerts?result=pending');
    const confirm = await smtp.next('reader@example.com');
    expect(confirm!.subject).toBe('Please confirm your Autozi e-mail alerts');
    expect(confirm!.text).toContain('Press releases, SEC filings');
    expect(confirm!.html).toContain('Confirm my subscription');

    // Pending: a press release sends nothing to this address.
    expect(
      (
        await publish('media', {
          title: trilingual('Before confirming'),
          summary: trilingual('s'),
          date: '2026-11-24',
          body: trilingual('<p>x</p>'),
        })
      ).statusCode,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mailsTo('reader@example.com')).toHaveLength(1);

    const location = await confirmFrom(t.app, confirm!);
    expect(location).toMatch(/^\/en\/alerts\?result=confirmed&manage=[\w-]+\.[\w-]+$/);

    const created = await publish('media', {
      title: trilingual('Autozi opens a store'),
      summary: trilingual('A new store in Beijing.'),
      date: '2026-11-24',
      body: trilingual('<p>x</p>'),
    });
    const id = created.json().data.id as number;
    const alert = await smtp.next('reader@example.com');
    expect(alert!.subject).toBe('[Press releases] Autozi opens a store');
    expect(alert!.text).toContain('Date: 2026-11-24');
    expect(alert!.text).toContain('A new store in Beijing.');
    expect(alert!.text).toContain(`https://www.example.org/en/mediaDetail?id=${id}`);
    expect(alert!.html).toContain(`href="https://www.example.org/en/mediaDetail?id=${id}"`);
    // Long headers are folded on the wire; unfolded, they read as one line.
    const listUnsubscribe = String(alert!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    expect(listUnsubscribe).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.example\.org\/api-official-web\/alerts\/unsubscribe\?token=[\w.-]+&lang=en>, <mailto:ir-alerts@example\.org\?subject=unsubscribe/,
    );
    expect(alert!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // RFC 8058: a POST of List-Unsubscribe=One-Click to the header's https URL, no cookie, no page.
    const oneClick = new URL(/<(https:[^>]+)>/.exec(listUnsubscribe)![1]!);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      ...form({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(unsubscribed.statusCode).toBe(200);
    // Again (the person after the mail program): the same answer.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${oneClick.pathname}${oneClick.search}`,
          ...form({ 'List-Unsubscribe': 'One-Click' }),
        })
      ).statusCode,
    ).toBe(200);

    await publish('media', {
      title: trilingual('After unsubscribing'),
      summary: trilingual('s'),
      date: '2026-11-24',
      body: trilingual('<p>x</p>'),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('reader@example.com').map((m) => m.subject)).not.toContain('[Press releases] After unsubscribing');
    expect(mailsTo('reader@example.com')).toHaveLength(2);
  });

  it('writes to a subscriber in hk in Traditional Chinese, and only for the categories chosen', async () => {
    const posted = await subscribeAs(
      t.app,
      { email: 'hk.reader@example.com', lang: 'hk', categories: 'announcements' },
      { json: true },
    );
    expect(posted.statusCode).toBe(200);
    expect(posted.json().message).toContain('hk.reader@example.com');
    const confirm = await smtp.next('hk.reader@example.com');
    expect(confirm.subject).toBe('請確認訂閱中馳車福電郵提示');
    await confirmFrom(t.app, confirm!);
    await publish('media', {
      title: trilingual('Not an announcement'),
      summary: trilingual('s'),
      date: '2026-11-24',
      body: trilingual('<p>x</p>'),
    });
    await publish('notice', {
      title: { zh: '股东大会通知', hk: '股東大會通告', en: 'Notice of meeting' },
      summary: { zh: '简', hk: '會議詳情', en: 'Details' },
      date: '2026-11-24',
    });
    const alert = await smtp.next('hk.reader@example.com');
    expect(alert!.subject).toBe('【公告】股東大會通告');
    expect(alert!.text).toContain('會議詳情');
    expect(alert!.text).toContain('https://www.example.org/hk/investor_list2');
    expect(alert!.text).toContain('取消訂閱');
    // Labels take the full-width colon in Chinese.
    expect(alert!.text).toContain('日期：2026-11-24');
    expect(alert!.text).not.toMatch(/[\u4e00-\u9fff]: /);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('hk.reader@example.com')).toHaveLength(2);
  });

  it('announces an item scheduled for later when its moment comes, once', async () => {
    await subscribeAs(t.app, { email: 'scheduled@example.com', lang: 'en', categories: 'events' });
    await confirmFrom(t.app, await smtp.next('scheduled@example.com'));
    const publishAt = new Date(clock.now + 60 * 60_000).toISOString();
    expect(
      (
        await publish('investorCalendar', {
          title: trilingual('Results call'),
          date: '2026-12-01',
          kind: 'conferenceCall',
          publishAt,
        })
      ).statusCode,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mailsTo('scheduled@example.com')).toHaveLength(1);
    clock.advance(61 * 60_000);
    const alert = await smtp.next('scheduled@example.com');
    expect(alert.subject).toBe('[Investor events] Results call');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mailsTo('scheduled@example.com')).toHaveLength(2);
  });

  it('retries a mail the SMTP server refused, and sends it once when the server accepts again', async () => {
    smtp.refuse(true);
    await subscribeAs(t.app, { email: 'retry@example.com', lang: 'en', categories: 'results' });
    const until = Date.now() + 10_000;
    let row: { status: string; attempts: number; lastError: string | null } | undefined;
    // The server refused; the worker then records why and when it tries again.
    while (!row?.lastError && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = (await outbox()).list.find((m: { recipient: string }) => m.recipient === 'retry@example.com');
    }
    expect(smtp.refused('retry@example.com')).toBe(1);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('451');
    smtp.refuse(false);
    await smtp.next('retry@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('retry@example.com')).toHaveLength(1);
    expect((await outbox()).list.find((m: { recipient: string }) => m.recipient === 'retry@example.com')).toMatchObject(
      { status: 'sent', attempts: 2 },
    );
  });

  it('marks a mail failed after its last try', async () => {
    smtp.refuse(true);
    await subscribeAs(t.app, { email: 'never@example.com', lang: 'zh', categories: 'results' });
    const until = Date.now() + 15_000;
    let row: { status: string; attempts: number } | undefined;
    while (Date.now() < until) {
      row = (await outbox()).list.find((m: { recipient: string }) => m.recipient === 'never@example.com');
      if (row?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    smtp.refuse(false);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(smtp.refused('never@example.com')).toBe(3);
    expect(mailsTo('never@example.com')).toHaveLength(0);
  });

  it('refuses a wrong captcha, a missing consent and a bad address with the reason, in the visitor language', async () => {
    const wrong = await subscribeAs(
      t.app,
      { email: 'a@example.com', lang: 'en', categories: 'results', captchaCode: 'zzzz' },
      { json: true },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect verification code', errors: { captchaCode: 'captcha' } });
    const consent = await subscribeAs(
      t.app,
      { email: 'a@example.com', lang: 'zh', categories: 'results', consent: '' },
      { json: true },
    );
    expect(consent.json()).toMatchObject({ code: 400, message: '请阅读并同意隐私说明' });
    const plain = await subscribeAs(t.app, {
      email: 'not an address',
      lang: 'hk',
      categories: 'results',
      layout: 'mobile',
      from: 'media',
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/hk/mobile/alerts?result=error&reason=emailFormat&from=media');
  });

  it('sends at most three confirmation mails a day to one inbox', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (await subscribeAs(t.app, { email: 'often@example.com', lang: 'en', categories: 'results' }, { json: true }))
          .statusCode,
      ).toBe(200);
    const fourth = await subscribeAs(
      t.app,
      { email: 'often@example.com', lang: 'en', categories: 'results' },
      { json: true },
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain('several confirmation mails');
  });

  it('answers a known and a new address alike past the daily limit of one client address: nobody learns who subscribed', async () => {
    expect(
      (
        await subscribeAs(
          t.app,
          { email: 'known-reader@example.com', lang: 'en', categories: 'results' },
          { json: true },
        )
      ).statusCode,
    ).toBe(200);
    const from = '10.25.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect(
        (
          await subscribeAs(
            t.app,
            { email: `reader${i}@example.net`, lang: 'en', categories: 'results' },
            { json: true, remoteAddress: from },
          )
        ).statusCode,
      ).toBe(200);
    }
    const known = await subscribeAs(
      t.app,
      { email: 'known-reader@example.com', lang: 'en', categories: 'results' },
      { json: true, remoteAddress: from },
    );
    const stranger = await subscribeAs(
      t.app,
      { email: 'new-reader@example.net', lang: 'en', categories: 'results' },
      { json: true, remoteAddress: from },
    );
    expect(stranger.statusCode).toBe(429);
    expect([known.statusCode, known.json()]).toEqual([stranger.statusCode, stranger.json()]);
  });

  it('refuses a forged, expired or foreign link, and lets a subscriber change its choices with the manage link', async () => {
    await subscribeAs(t.app, { email: 'manage@example.com', lang: 'en', categories: 'results' });
    const confirm = await smtp.next('manage@example.com');
    const token = new URL(linkIn(confirm!.text, 'confirm=')).searchParams.get('confirm')!;
    // What the link would confirm, for its page to show; a forged one is refused with the reason.
    const confirming = await t.app.inject({ method: 'GET', url: `${API}/alerts/confirmation?token=${token}` });
    expect(confirming.json().data).toEqual({
      email: 'manage@example.com',
      lang: 'en',
      categories: ['results'],
      status: 'pending',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/alerts/confirmation?token=${token}x&lang=en` })).json(),
    ).toMatchObject({ code: 404, message: expect.stringMatching(/^This link is not valid/) });
    const [payload, signature] = token.split('.');
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API}/alerts/confirm`,
      headers: { accept: 'application/json' },
      payload: { token: `${payload}.${signature!.slice(0, -2)}AA`, lang: 'en' },
    });
    expect(forged.json()).toMatchObject({ code: 400, errors: { token: 'invalidLink' } });
    clock.advance(49 * 60 * 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: `${API}/alerts/confirm`,
      headers: { accept: 'application/json' },
      payload: { token, lang: 'en' },
    });
    expect(late.json()).toMatchObject({ code: 400, errors: { token: 'expiredLink' } });
    clock.advance(-49 * 60 * 60_000);
    const manage = new URL(`https://x${await confirmFrom(t.app, confirm!)}`).searchParams.get('manage')!;
    // A manage link cannot confirm, and a confirmation link cannot manage.
    expect((await t.app.inject({ method: 'GET', url: `${API}/alerts/subscription?token=${token}` })).statusCode).toBe(
      404,
    );
    const seen = await t.app.inject({ method: 'GET', url: `${API}/alerts/subscription?token=${manage}` });
    expect(seen.json().data).toEqual({
      email: 'manage@example.com',
      lang: 'en',
      categories: ['results'],
      status: 'confirmed',
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/alerts/manage`,
      ...form({ token: manage, lang: 'hk', categories: 'financialReports' }),
    });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe(`/hk/alerts?result=updated&manage=${manage}`);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/alerts/subscription?token=${manage}` })).json().data,
    ).toMatchObject({ lang: 'hk', categories: ['financialReports'] });
    // The confirmation link, still valid, opened again: the changed choices stay.
    expect(await confirmFrom(t.app, confirm!)).toBe(`/hk/alerts?result=confirmed&manage=${manage}`);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/alerts/subscription?token=${manage}` })).json().data,
    ).toMatchObject({ lang: 'hk', categories: ['financialReports'] });
    const gone = await t.app.inject({
      method: 'POST',
      url: `${API}/alerts/unsubscribe`,
      ...form({ token: manage, lang: 'hk' }),
    });
    expect(gone.headers.location).toBe('/hk/alerts?result=unsubscribed');
    expect((await t.app.inject({ method: 'GET', url: `${API}/alerts/subscription?token=${manage}` })).statusCode).toBe(
      404,
    );
  });

  it('lands the unsubscribe link of a mail, opened after unsubscribing, in the subscriber’s language', async () => {
    await subscribeAs(t.app, { email: 'gone@example.com', lang: 'en', categories: 'pressReleases' });
    await confirmFrom(t.app, await smtp.next('gone@example.com'));
    await publish('media', {
      title: trilingual('One more store'),
      summary: trilingual('s'),
      date: '2026-11-24',
      body: trilingual('<p>x</p>'),
    });
    const alert = await smtp.next('gone@example.com');
    const header = String(alert!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).replace(
      /\r?\n[ \t]+/g,
      ' ',
    );
    const link = new URL(/<(https:[^>]+)>/.exec(header)![1]!);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${link.pathname}${link.search}`,
          ...form({ 'List-Unsubscribe': 'One-Click' }),
        })
      ).statusCode,
    ).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.headers.location).toBe('/en/alerts?result=unsubscribed');
  });
});
