/** A write made with a session cookie needs the session's CSRF token (and, when sent, this site's Origin). */
import { ADMIN_TOKEN, API } from '../helpers/testApp';
import { emailOf, signIn, startConsoleApp, trilingual, type ConsoleTestApp } from '../helpers/consoleSession';

describe('CSRF protection of console writes', () => {
  let t: ConsoleTestApp;
  beforeAll(async () => {
    t = await startConsoleApp('pglite', {}, ['admin', 'ir']);
  });
  afterAll(async () => t.close());

  const notice = { title: trilingual('Notice'), date: '2026-11-23', status: 'draft' };

  it("refuses a write without the token, with a wrong one, or with another session's", async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    const other = await signIn(t.app, emailOf('admin'));
    for (const headers of [{}, { 'x-csrf-token': 'wrong' }, { 'x-csrf-token': other.csrfToken }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/admin/notice?lang=en`,
        headers: { cookie: ir.cookie, ...headers },
        payload: notice,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 403,
        message: 'The request lacks a valid security token (x-csrf-token); reload and try again',
        errors: { 'x-csrf-token': 'csrf' },
      });
    }
    const list = (await ir.inject('GET', 'admin/notice?state=draft')).json().data;
    expect(list.total).toBe(0);
  });

  it('accepts the token of the session, and refuses a foreign Origin even with it', async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    expect((await ir.inject('POST', 'admin/notice', notice)).statusCode).toBe(201);
    expect((await ir.inject('POST', 'admin/notice', notice, { origin: 'http://localhost:80' })).statusCode).toBe(201);
    const foreign = await ir.inject('POST', 'admin/notice', notice, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });

  it('asks no token of a read, nor of the ADMIN_TOKEN bearer', async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/admin/notice`, headers: { cookie: ir.cookie } })).statusCode,
    ).toBe(200);
    const bearer = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/notice`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: notice,
    });
    expect(bearer.statusCode).toBe(201);
  });

  it('refuses a sign-in posted from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/session`,
      headers: { origin: 'https://evil.example' },
      payload: { email: emailOf('ir'), password: 'correct horse battery staple' },
    });
    expect(response.statusCode).toBe(403);
  });
});
