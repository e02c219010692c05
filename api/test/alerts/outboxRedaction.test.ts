/**
 * The console's view of a mail hides the token of every link (issue 37): the IR role used to read
 * a subscriber's confirm and manage links in the outbox, and so could confirm for them.
 */
import type { FastifyInstance } from 'fastify';
import {
  emailOf,
  signIn,
  startConsoleApp,
  trilingual,
  type ConsoleTestApp,
  type SignedIn,
} from '../helpers/consoleSession';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { API, adminHeaders, FIXED_CAPTCHA, form } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

async function subscribe(app: FastifyInstance, email: string) {
  const picture = await app.inject({ method: 'GET', url: `${API}/alerts/captcha`, remoteAddress: '10.26.0.1' });
  const cookie = String(picture.headers['set-cookie']).split(';')[0]!;
  const body = new URLSearchParams({
    email,
    lang: 'en',
    categories: 'pressReleases',
    consent: 'yes',
    captchaCode: FIXED_CAPTCHA,
  });
  const response = await app.inject({
    method: 'POST',
    url: `${API}/alerts/subscribe`,
    remoteAddress: '10.26.0.1',
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, accept: 'application/json' },
  });
  expect(response.statusCode).toBe(200);
}

describe.each(DATABASE_TARGETS)('the outbox in the console on %s', (target) => {
  let t: ConsoleTestApp;
  let smtp: SmtpCatcher;
  let ir: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startConsoleApp(
      target,
      {
        smtpUrl: smtp.url,
        mailFrom: 'ir-alerts@example.org',
        publicUrl: 'https://www.example.org',
        outbox: { pollMs: 100 },
        alertSweepMs: 100,
      },
      ['admin', 'ir'],
    );
    [ir, admin] = [await signIn(t.app, emailOf('ir')), await signIn(t.app, emailOf('admin'))];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Every mail to `recipient` as `who` reads it in the console: subject, text, HTML and headers. */
  async function consoleViewOf(who: SignedIn, recipient: string): Promise<string[]> {
    const list = (await who.inject('GET', 'admin/alerts/outbox?pageSize=200')).json().data.list as {
      id: number;
      recipient: string;
    }[];
    const views: string[] = [];
    for (const row of list.filter((mail) => mail.recipient === recipient))
      views.push(JSON.stringify((await who.inject('GET', `admin/alerts/outbox/${row.id}`)).json().data));
    return views;
  }
  const tokensIn = (text: string) =>
    [...text.matchAll(/(?:confirm|manage|token)=([\w.-]{16,})/g)].map((match) => match[1]!);

  it('shows IR that a confirm link was there, not one it could confirm the subscription with', async () => {
    await subscribe(t.app, 'reader@example.com');
    const sent = await smtp.next('reader@example.com');
    const [token] = tokensIn(sent.text);
    expect(token).toBeDefined();
    const [view] = await consoleViewOf(ir, 'reader@example.com');
    expect(view).not.toContain(token);
    expect(view).toContain('confirm=[hidden]');
    // What the view shows confirms nobody.
    const shown = /confirm=([^\s"\\]+)/.exec(view!)![1]!;
    const tried = await t.app.inject({
      method: 'POST',
      url: `${API}/alerts/confirm`,
      ...form({ token: decodeURIComponent(shown) }),
    });
    expect(tried.headers.location).toMatch(/result=error&reason=invalidLink/);
  });

  it('hides the manage, one-click and mailto tokens of an alert, and the token of a password reset, from admins too', async () => {
    const confirmation = smtp.mails.find((mail) => mail.to === 'reader@example.com')!;
    const token = new URL(linkIn(confirmation.text, '/alerts?confirm=')).searchParams.get('confirm')!;
    expect((await t.app.inject({ method: 'POST', url: `${API}/alerts/confirm`, ...form({ token }) })).statusCode).toBe(
      303,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/admin/media`,
          headers: adminHeaders,
          payload: {
            title: trilingual('A store opens'),
            summary: trilingual('s'),
            date: '2026-11-24',
            body: trilingual('<p>x</p>'),
          },
        })
      ).statusCode,
    ).toBe(201);
    const alert = await smtp.next('reader@example.com');
    const secrets = [
      ...tokensIn(alert.text),
      ...tokensIn(
        alert.headerLines
          .map((h) => h.line)
          .join('\n')
          .replace(/\r?\n[ \t]+/g, ' '),
      ),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    for (const who of [ir, admin]) {
      const views = (await consoleViewOf(who, 'reader@example.com')).join('\n');
      for (const secret of secrets) expect(views).not.toContain(secret);
      expect(views).toContain('manage=[hidden]');
      expect(views).not.toMatch(/unsubscribe(%20| )[\w.-]{16,}/);
    }

    await t.app.inject({
      method: 'POST',
      url: `${API}/admin/password-reset`,
      remoteAddress: '10.26.0.9',
      payload: { email: emailOf('ir'), lang: 'en' },
    });
    const reset = await smtp.next(emailOf('ir'));
    const resetToken = new URL(linkIn(reset.text, '/admin/reset-password#token=')).hash.slice('#token='.length);
    const [resetView] = await consoleViewOf(admin, emailOf('ir'));
    expect(resetView).not.toContain(resetToken);
    expect(resetView).toContain('#token=[hidden]');
  });
});
