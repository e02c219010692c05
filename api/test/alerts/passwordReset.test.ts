/** Console password reset by e-mail: same answer for any address, a link valid 30 minutes that works once. */
import { emailOf, PASSWORD, signIn, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { atStartOfWindow, WINDOW_WAIT_TIMEOUT_MS } from '../helpers/rateLimitWindow';
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

describe.each(DATABASE_TARGETS)('console password reset on %s', (target) => {
  let t: ConsoleTestApp;
  let smtp: SmtpCatcher;
  let address = 0;
  const ask = (email: string, remoteAddress = `10.30.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: `${API}/admin/password-reset`, remoteAddress, payload: { email, lang: 'en' } });
  const complete = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/admin/password-reset/complete`,
      remoteAddress: `10.31.0.${++address}`,
      payload: { token, newPassword },
    });
  const tokenOf = (text: string) => new URL(linkIn(text, '/admin/reset-password#token=')).hash.slice('#token='.length);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startConsoleApp(target, { smtpUrl: smtp.url, mailFrom: 'console@example.org', outbox: { pollMs: 100 } }, [
      'admin',
      'ir',
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the same for an account and a stranger, and mails only the account, in the language asked', async () => {
    const known = await ask(emailOf('ir'));
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.next(emailOf('ir'));
    expect(mail.subject).toBe('Reset your Autozi console password');
    expect(mail.text).toMatch(
      /^Choose a new password: http:\/\/localhost:8080\/admin\/reset-password#token=[\w-]{43}$/m,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to === 'nobody@example.com')).toHaveLength(0);
  });

  it('sets a new password once, ends the sessions, and refuses the link again or after 30 minutes', async () => {
    const before = await signIn(t.app, emailOf('admin'));
    await ask(emailOf('admin'));
    const token = tokenOf((await smtp.next(emailOf('admin'))).text);
    // A password the rules refuse keeps the link usable.
    expect((await complete(token, 'short')).statusCode).toBe(400);
    expect((await complete(token, 'a brand new passphrase 2026')).statusCode).toBe(200);
    expect((await before.inject('GET', 'admin/session')).statusCode).toBe(401);
    await signIn(t.app, emailOf('admin'), 'a brand new passphrase 2026');
    const again = await complete(token, 'another new passphrase 2026');
    expect(again.json()).toMatchObject({ code: 400, errors: { token: 'invalid' } });

    await ask(emailOf('admin'));
    const late = tokenOf((await smtp.next(emailOf('admin'))).text);
    t.clock.advance(31 * 60_000);
    expect((await complete(late, 'yet another passphrase 2026')).json()).toMatchObject({
      errors: { token: 'invalid' },
    });
    t.clock.advance(-31 * 60_000);
    await signIn(t.app, emailOf('admin'), 'a brand new passphrase 2026');
    expect(PASSWORD).not.toBe('a brand new passphrase 2026');
  });

  it(
    'sends an account at most three reset mails an hour, and limits each client address',
    async () => {
      const email = emailOf('ir');
      const already = smtp.mails.filter((m) => m.to === email).length;
      for (let i = 0; i < 4; i += 1) expect((await ask(email)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 600));
      // One was sent by the first test within this hour.
      expect(smtp.mails.filter((m) => m.to === email).length - already).toBe(2);
      // The six asks from one address in one window, not astride two.
      await atStartOfWindow();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await ask('someone@example.com', '10.32.0.1')).statusCode);
      expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
      expect(statuses[5]).toBe(429);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );
});
