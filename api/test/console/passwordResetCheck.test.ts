/** The reset page checks its mailed link before asking for a password (issue 38). */
import { emailOf, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

describe.each(DATABASE_TARGETS)('checking a password-reset link on %s', (target) => {
  let t: ConsoleTestApp;
  let smtp: SmtpCatcher;
  let address = 0;
  const post = (path: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/admin/password-reset${path}`,
      remoteAddress: `10.32.0.${++address}`,
      payload,
    });
  const tokenOf = (text: string) => new URL(linkIn(text, '/admin/reset-password#token=')).hash.slice('#token='.length);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startConsoleApp(target, { smtpUrl: smtp.url, mailFrom: 'console@example.org', outbox: { pollMs: 100 } }, [
      'admin',
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('says a fresh link works without using it, and that a used, expired or tampered one does not', async () => {
    await post('', { email: emailOf('admin'), lang: 'en' });
    const token = tokenOf((await smtp.next(emailOf('admin'))).text);
    expect((await post('/check', { token })).statusCode).toBe(200);
    expect((await post('/check', { token })).statusCode).toBe(200);
    const tampered = await post('/check', { token: `${token.slice(0, -2)}AA` });
    expect(tampered.json()).toMatchObject({ code: 400, errors: { token: 'invalid' } });
    t.clock.advance(31 * 60_000);
    expect((await post('/check', { token })).statusCode).toBe(400);
    t.clock.advance(-31 * 60_000);
    expect((await post('/complete', { token, newPassword: 'a brand new passphrase 2026' })).statusCode).toBe(200);
    expect((await post('/check?lang=en', { token })).json()).toMatchObject({
      code: 400,
      message: 'This reset link is not valid, was used already or has expired; please ask for a new one.',
    });
  });
});
