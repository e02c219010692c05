/**
 * With a console origin (CONSOLE_URL; the site server and `npm start -w api` always have one), the
 * admin routes exist for its host alone, console writes must come from it, and the session cookie
 * is the console's: so no script of another origin on the same server reaches a staff session.
 */
import { isConsoleHost, parseConsoleOrigin } from '../../src/console/consoleOrigin';
import { resolveConfig } from '../../src/config';
import { ADMIN_TOKEN, API } from '../helpers/testApp';
import { emailOf, PASSWORD, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';

describe('parseConsoleOrigin', () => {
  it('takes a bare http(s) origin and matches Host headers by name, any case, any port', () => {
    const consoleOrigin = parseConsoleOrigin('https://Admin.Example.com');
    expect(consoleOrigin).toMatchObject({
      origin: 'https://admin.example.com',
      host: 'admin.example.com',
      hostname: 'admin.example.com',
      secure: true,
    });
    for (const host of ['admin.example.com', 'ADMIN.example.com', 'admin.example.com:443', 'admin.example.com:8080'])
      expect([host, isConsoleHost(consoleOrigin, host)]).toEqual([host, true]);
    for (const host of [
      undefined,
      '',
      'www.example.com',
      'admin.example.com.evil.example',
      'xadmin.example.com',
      'admin-example.com',
      'admin.example.com:',
      'admin.example.com:80:80',
    ]) {
      expect([host, isConsoleHost(consoleOrigin, host)]).toEqual([host, false]);
    }
    expect(parseConsoleOrigin('http://admin.localhost:8080/')).toMatchObject({
      origin: 'http://admin.localhost:8080',
      host: 'admin.localhost:8080',
      secure: false,
    });
  });

  it('refuses anything but a bare http(s) origin', () => {
    for (const bad of [
      'admin.example.com',
      'ftp://admin.example.com',
      'https://admin.example.com/admin',
      'https://admin.example.com?x',
      'https://a:b@admin.example.com',
    ]) {
      expect(() => parseConsoleOrigin(bad)).toThrow(/CONSOLE_URL/);
    }
    expect(() => resolveConfig({ consoleUrl: 'javascript:alert(1)', dataDir: 'memory://' }, {})).toThrow(
      /CONSOLE_URL must be http or https/,
    );
    expect(
      resolveConfig({ dataDir: 'memory://' }, { CONSOLE_URL: 'http://admin.localhost:8081' }).console?.origin,
    ).toBe('http://admin.localhost:8081');
  });
});

describe('the admin routes with a console origin', () => {
  let t: ConsoleTestApp;
  const CONSOLE = { host: 'admin.localhost:8081' };
  beforeAll(async () => {
    t = await startConsoleApp('pglite', { consoleUrl: 'http://admin.localhost:8081' }, []);
  });
  afterAll(async () => t.close());

  it("do not exist for another host, for a session or the token: the API's JSON 404", async () => {
    for (const [method, url] of [
      ['GET', `${API}/admin/session`],
      ['POST', `${API}/admin/session`],
      ['GET', `${API}/admin/clues`],
      ['POST', `${API}/admin/accounts`],
    ] as const) {
      for (const host of ['localhost:8081', '127.0.0.1:8081', 'www.example.com']) {
        const response = await t.app.inject({ method, url, headers: { host, authorization: `Bearer ${ADMIN_TOKEN}` } });
        expect([method, url, host, response.statusCode]).toEqual([method, url, host, 404]);
        expect(response.json()).toEqual({ code: 404, message: expect.any(String) });
      }
    }
    // The public API is the same for every host.
    expect(
      (await t.app.inject({ url: `${API}/media/findPage/1/10`, headers: { host: 'localhost:8081' } })).statusCode,
    ).toBe(200);
  });

  it("answer for the console's host: accounts by token, sign-in, the session with its cookie", async () => {
    const account = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/accounts`,
      headers: { ...CONSOLE, authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { email: emailOf('media'), role: 'media', password: PASSWORD },
    });
    expect(account.statusCode).toBe(201);
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session`,
      headers: { ...CONSOLE, origin: 'http://admin.localhost:8081' },
      payload: { email: emailOf('media'), password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    // http: no Secure and no __Host- prefix (a browser would refuse it), still host-only at Path=/.
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^azi_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const cookie = setCookie.split(';')[0] as string;
    expect((await t.app.inject({ url: `${API}/admin/session`, headers: { ...CONSOLE, cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `${API}/admin/session`, headers: { host: 'localhost:8081', cookie } })).statusCode,
    ).toBe(404);
  });

  it("take writes from the console's origin only", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session`,
      headers: CONSOLE,
      payload: { email: emailOf('media'), password: PASSWORD },
    });
    const headers = {
      ...CONSOLE,
      cookie: String(signIn.headers['set-cookie']).split(';')[0] as string,
      'x-csrf-token': signIn.json().data.csrfToken as string,
    };
    const signOut = (origin: string) =>
      t.app.inject({ method: 'DELETE', url: `${API}/admin/session`, headers: { ...headers, origin } });
    // The request's own origin is no longer enough: only CONSOLE_URL's is.
    expect((await signOut('http://localhost:8081')).statusCode).toBe(403);
    expect((await signOut('http://admin.localhost:9999')).statusCode).toBe(403);
    expect((await signOut('http://admin.localhost:8081')).statusCode).toBe(200);
    const foreignSignIn = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session`,
      headers: { ...CONSOLE, origin: 'http://localhost:8081' },
      payload: { email: emailOf('media'), password: PASSWORD },
    });
    expect(foreignSignIn.statusCode).toBe(403);
  });
});

describe('a console served over https', () => {
  let t: ConsoleTestApp;
  const CONSOLE = { host: 'admin.example.com' };
  beforeAll(async () => {
    // Behind a proxy that ends TLS, the copy sees http: the cookie follows CONSOLE_URL's scheme.
    t = await startConsoleApp('pglite', { consoleUrl: 'https://admin.example.com' }, []);
    const account = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/accounts`,
      headers: { ...CONSOLE, authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { email: emailOf('ir'), role: 'ir', password: PASSWORD },
    });
    expect(account.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  it('sets a __Host- cookie, Secure, and reads nothing else', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session`,
      headers: CONSOLE,
      payload: { email: emailOf('ir'), password: PASSWORD },
    });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^__Host-azi_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200$/,
    );
    const cookie = setCookie.split(';')[0] as string;
    expect((await t.app.inject({ url: `${API}/admin/session`, headers: { ...CONSOLE, cookie } })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: `${API}/admin/session`,
          headers: { ...CONSOLE, cookie: cookie.replace('__Host-', '') },
        })
      ).statusCode,
    ).toBe(401);
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: `${API}/admin/session`,
      headers: {
        ...CONSOLE,
        cookie,
        'x-csrf-token': signIn.json().data.csrfToken as string,
        origin: 'https://admin.example.com',
      },
    });
    expect(String(signOut.headers['set-cookie'])).toBe(
      '__Host-azi_console=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0',
    );
  });
});
