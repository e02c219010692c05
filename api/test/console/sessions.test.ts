/** Console sessions: the cookie, idle and absolute expiry on a moved clock, sign-out, and what ends them. */
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { emailOf, PASSWORD, signIn, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';

const MINUTE = 60_000;

describe.each(DATABASE_TARGETS)('console sessions on %s', (target) => {
  let t: ConsoleTestApp;
  beforeAll(async () => {
    t = await startConsoleApp(target, { trustProxy: true });
  });
  afterAll(async () => t.close());

  const whoAmI = async (s: { inject: (m: 'GET', u: string) => Promise<{ statusCode: number }> }) =>
    (await s.inject('GET', 'admin/session')).statusCode;

  it('sets a host-only (no Domain), HttpOnly, SameSite=Strict cookie for the whole origin; over https Secure and __Host- prefixed', async () => {
    const plain = await signIn(t.app, emailOf('ir'));
    expect(plain.setCookie).toMatch(
      /^azi_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
    const https = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session`,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: emailOf('ir'), password: 'correct horse battery staple' },
    });
    expect(String(https.headers['set-cookie'])).toMatch(
      /^__Host-azi_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200$/,
    );
  });

  it('stores only a hash of the session token', async () => {
    const session = await signIn(t.app, emailOf('media'));
    const token = session.cookie.split('=')[1] as string;
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/admin/session`,
      headers: { cookie: session.cookie },
    });
    expect(response.json().data.csrfToken).toBe(session.csrfToken);
    expect(response.body).not.toContain(token);
    // The database knows the hash, never the token.
    const { hashToken } = await import('../../src/console/sessionStore');
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(token);
  });

  it('answers who is signed in without a 401 when nobody is, so the sign-in page logs no error', async () => {
    const nobody = await t.app.inject({ method: 'GET', url: `${API}/admin/session/current` });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json().data).toBeNull();
    const someone = await signIn(t.app, emailOf('ir'));
    const current = await someone.inject('GET', 'admin/session/current');
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({
      account: { email: emailOf('ir') },
      role: 'ir',
      csrfToken: someone.csrfToken,
    });
    // An ended session is nobody's: null again, and a made-up cookie is nobody's either.
    await someone.inject('DELETE', 'admin/session');
    expect((await someone.inject('GET', 'admin/session/current')).json().data).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/admin/session/current`,
          headers: { cookie: 'azi_console=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
        })
      ).json().data,
    ).toBeNull();
  });

  it('ends a session 30 minutes after its last use, and each use moves that end', async () => {
    const session = await signIn(t.app, emailOf('sales'));
    t.clock.advance(29 * MINUTE);
    expect(await whoAmI(session)).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect(await whoAmI(session)).toBe(200);
    t.clock.advance(30 * MINUTE - 1000);
    expect(await whoAmI(session)).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    expect(await whoAmI(session)).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const session = await signIn(t.app, emailOf('sales'));
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect(await whoAmI(session)).toBe(200);
    }
    t.clock.advance(19 * MINUTE);
    expect(await whoAmI(session)).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect(await whoAmI(session)).toBe(401);
  });

  it('signs out one session, or every session of the account', async () => {
    const first = await signIn(t.app, emailOf('media'));
    const second = await signIn(t.app, emailOf('media'));
    const third = await signIn(t.app, emailOf('media'));
    const out = await first.inject('DELETE', 'admin/session');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect(await whoAmI(first)).toBe(401);
    expect(await whoAmI(second)).toBe(200);
    const everywhere = await second.inject('DELETE', 'admin/sessions');
    expect(everywhere.json().data.ended).toBeGreaterThanOrEqual(2);
    expect(await whoAmI(second)).toBe(401);
    expect(await whoAmI(third)).toBe(401);
  });

  it('ends the sessions of an account that is disabled or whose password is reset', async () => {
    const admin = await signIn(t.app, emailOf('admin'));
    const accounts = (await admin.inject('GET', 'admin/accounts')).json().data.list as { id: number; email: string }[];
    const irId = accounts.find((a) => a.email === emailOf('ir'))?.id;
    const ir = await signIn(t.app, emailOf('ir'));
    expect(
      (await admin.inject('POST', `admin/accounts/${irId}/password`, { password: 'a new password for ir' })).statusCode,
    ).toBe(200);
    expect(await whoAmI(ir)).toBe(401);
    const irAgain = await signIn(t.app, emailOf('ir'), 'a new password for ir');
    expect((await admin.inject('PATCH', `admin/accounts/${irId}`, { disabled: true })).statusCode).toBe(200);
    expect(await whoAmI(irAgain)).toBe(401);
    // A disabled account cannot sign in, and is told nothing more than a wrong password is.
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session?lang=en`,
      payload: { email: emailOf('ir'), password: 'a new password for ir' },
      remoteAddress: '10.0.0.9',
    });
    expect(refused.json()).toEqual({ code: 401, message: 'The e-mail address or password is incorrect' });
    expect((await admin.inject('PATCH', `admin/accounts/${irId}`, { disabled: false })).statusCode).toBe(200);
    expect(await whoAmI(await signIn(t.app, emailOf('ir'), 'a new password for ir', '10.0.0.9'))).toBe(200);
  });
});

describe("changing one's own password", () => {
  let t: ConsoleTestApp;
  beforeAll(async () => {
    t = await startConsoleApp('pglite', {}, ['media']);
  });
  afterAll(async () => t.close());

  it('needs the current password, keeps the caller signed in on a new session, and ends the others', async () => {
    const here = await signIn(t.app, emailOf('media'));
    const elsewhere = await signIn(t.app, emailOf('media'));
    const wrong = await here.inject('POST', 'admin/session/password?lang=en', {
      currentPassword: 'not it at all',
      newPassword: 'media team password 2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'wrong' });
    expect(
      (await here.inject('POST', 'admin/session/password', { currentPassword: PASSWORD, newPassword: 'short' })).json()
        .errors,
    ).toEqual({ newPassword: 'tooShort' });
    const changed = await here.inject('POST', 'admin/session/password', {
      currentPassword: PASSWORD,
      newPassword: 'media team password 2',
    });
    expect(changed.statusCode).toBe(200);
    const cookie = String(changed.headers['set-cookie']).split(';')[0] as string;
    expect((await t.app.inject({ method: 'GET', url: `${API}/admin/session`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await here.inject('GET', 'admin/session')).statusCode).toBe(401);
    expect((await elsewhere.inject('GET', 'admin/session')).statusCode).toBe(401);
    await signIn(t.app, emailOf('media'), 'media team password 2');
  });
});
