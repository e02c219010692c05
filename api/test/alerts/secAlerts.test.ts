/**
 * SEC filings announce themselves to subscribers of "SEC filings" when the import adds them, in
 * the import's transaction; the history a first import brings (filed long ago) announces nothing.
 */
import { fixture, MAIN, startEdgarTestServer, type EdgarTestServer } from '../sec/edgarTestServer';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { adminHeaders, API, FIXED_CAPTCHA, form, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

describe.each(DATABASE_TARGETS)('SEC filings alerts on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let edgar: EdgarTestServer;

  beforeAll(async () => {
    edgar = await startEdgarTestServer();
    smtp = await startSmtpCatcher();
    t = await startTestApp(target, {
      secCik: '1959726',
      secUserAgent: 'Autozi Internet Technology ir-tests@example.com',
      secBaseUrl: edgar.baseUrl,
      secImportEveryMs: 0,
      secRequestTimeoutMs: 2000,
      secBackoffMs: 20,
      smtpUrl: smtp.url,
      publicUrl: 'https://www.example.org',
      alertSweepMs: 100,
      outbox: { pollMs: 100 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await edgar.close();
  });

  it('mails a newly imported recent filing once, and nothing for the history of the first import', async () => {
    const picture = await t.app.inject({ method: 'GET', url: `${API}/alerts/captcha` });
    const cookie = String(picture.headers['set-cookie']).split(';')[0]!;
    const posted = await t.app.inject({
      method: 'POST',
      url: `${API}/alerts/subscribe`,
      payload: new URLSearchParams({
        email: 'filings@example.com',
        lang: 'en',
        categories: 'secFilings',
        consent: 'yes',
        captchaCode: FIXED_CAPTCHA,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(posted.statusCode).toBe(303);
    const confirm = await smtp.next('filings@example.com');
    const token = new URL(linkIn(confirm.text, 'confirm=')).searchParams.get('confirm')!;
    expect((await t.app.inject({ method: 'POST', url: `${API}/alerts/confirm`, ...form({ token }) })).statusCode).toBe(
      303,
    );

    const first = await t.app.inject({ method: 'POST', url: `${API}/admin/sec/import`, headers: adminHeaders });
    expect(first.json().data.added).toBeGreaterThan(10);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.mails.filter((m) => m.to === 'filings@example.com').map((m) => m.subject)).toEqual([
      'Please confirm your Autozi e-mail alerts',
    ]);

    // EDGAR lists a 6-K filed today.
    const today = new Date().toISOString().slice(0, 10);
    const main = JSON.parse(fixture('CIK0001959726.json'));
    const recent = main.filings.recent;
    const row: Record<string, unknown> = {
      accessionNumber: '0001493152-26-020002',
      filingDate: today,
      reportDate: today,
      acceptanceDateTime: `${today}T10:00:00.000Z`,
      act: '34',
      form: '6-K',
      fileNumber: '001-41234',
      filmNumber: '',
      items: '',
      core_type: '6-K',
      size: 1000,
      isXBRL: 0,
      isInlineXBRL: 0,
      primaryDocument: 'form6-k.htm',
      primaryDocDescription: '6-K',
    };
    for (const key of Object.keys(recent)) recent[key].unshift(row[key]);
    edgar.setDocument(MAIN, JSON.stringify(main));
    const second = await t.app.inject({ method: 'POST', url: `${API}/admin/sec/import`, headers: adminHeaders });
    expect(second.json().data.added).toBe(1);
    const alert = await smtp.next('filings@example.com');
    expect(alert.subject).toBe(`[SEC filings] Form 6-K: current report, ${today}`);
    // The filing itself, not the archive page.
    expect(alert.text).toMatch(
      /https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1959726\/000149315226020002\/form6-k\.htm/,
    );
    expect(alert.text).not.toContain('investor_list5');
    // A third import adds nothing and mails nothing; the sweep does not announce it again either.
    await t.app.inject({ method: 'POST', url: `${API}/admin/sec/import`, headers: adminHeaders });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.mails.filter((m) => m.to === 'filings@example.com')).toHaveLength(2);
  });
});
