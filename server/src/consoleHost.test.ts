import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { consoleHostAnswer } from './consoleHost';
import { buildSite } from './site';
import { throwAwayDatabase } from '@azi/api/testing/pgliteImage';

/**
 * The console on its own origin: every remote's script runs on the public one, so there the
 * console's routes must not exist, and the session cookie must never reach it.
 */
const PUBLIC = { host: 'www.example.com' };
const CONSOLE = { host: 'admin.example.com' };
const EMAIL = 'root@example.com';
const PASSWORD = 'console host test password';
const TOKEN = 'console-host-admin-token-0123456789';
const CONSOLE_HTML =
  '<!doctype html><html><head><title>console</title></head><body><div id="root"></div></body></html>';
const VERSION = '/remotes/mfe_media/2026.11.22-1';

let site: FastifyInstance;
let siteDir: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-console-host-test-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  };
  write(
    'shell/index.html',
    '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  write('shell/main.0123456789.js', '//shell');
  write('shell/main.0123456789.css', 'body{}');
  write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('console/index.html', CONSOLE_HTML);
  write(`${VERSION.slice(1)}/remoteEntry.js`, '//entry');
  write(`${VERSION.slice(1)}/mf-manifest.json`, '{}');
  write(`${VERSION.slice(1)}/page.0123456789.css`, 'main{}');
  write(`${VERSION.slice(1)}/picture.0123456789.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(`${VERSION.slice(1)}/card.html`, '<script src="x.js"></script>');
  write('remotes.json', JSON.stringify({ mfe_media: `${VERSION}/mf-manifest.json` }));
  site = await buildSite({
    siteDir,
    publicUrl: 'https://www.example.com',
    consoleUrl: 'https://admin.example.com',
    trustProxy: 1,
    api: {
      ...(await throwAwayDatabase()),
      adminToken: TOKEN,
      adminEmail: EMAIL,
      adminPassword: PASSWORD,
      nodeEnv: 'test',
    },
    releases: { tokens: new Map(), maxBytes: 1024, keep: 2, graceMs: 0 },
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const signIn = (headers: Record<string, string> = {}) =>
  site.inject({
    method: 'POST',
    url: '/api-official-web/admin/session',
    headers: { ...CONSOLE, origin: 'https://admin.example.com', ...headers },
    payload: { email: EMAIL, password: PASSWORD },
  });

describe('on the public origin', () => {
  it("has no console: /admin and its screens are the site's 404 page", async () => {
    for (const url of ['/admin', '/admin/', '/admin/sign-in', '/admin/content/media/3']) {
      const response = await site.inject({ url, headers: PUBLIC });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([
        url,
        404,
        expect.stringContaining('text/html'),
      ]);
      expect(response.body).not.toContain(CONSOLE_HTML);
    }
  });

  it("has no admin API, previews included: the API's JSON 404, with a session cookie or the token", async () => {
    const session = (await signIn()).headers['set-cookie'] as string;
    const cookie = session.split(';')[0] as string;
    for (const [method, url] of [
      ['GET', '/api-official-web/admin/session'],
      ['POST', '/api-official-web/admin/session'],
      ['GET', '/api-official-web/admin/clues'],
      ['GET', '/api-official-web/admin/page-preview/notice/1'],
      ['DELETE', '/api-official-web/admin/session'],
    ] as const) {
      for (const headers of [{ cookie }, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await site.inject({ method, url, headers: { ...PUBLIC, ...headers } });
        expect([method, url, response.statusCode]).toEqual([method, url, 404]);
        expect(response.json()).toEqual({ code: 404, message: expect.any(String) });
      }
    }
  });

  it("tells hosts apart by the Host header's name alone: not by X-Forwarded-Host, not by a look-alike name", async () => {
    const forwarded = await site.inject({
      url: '/api-official-web/admin/session',
      headers: { ...PUBLIC, 'x-forwarded-host': 'admin.example.com' },
    });
    expect(forwarded.statusCode).toBe(404);
    for (const host of [
      'admin.example.com.evil.example',
      'evil-admin.example.com',
      'admin.example.co',
      'localhost',
      '127.0.0.1:8080',
    ]) {
      expect([
        host,
        (await site.inject({ url: '/api-official-web/admin/session', headers: { host } })).statusCode,
      ]).toEqual([host, 404]);
    }
  });

  it('keeps the token-only release API', async () => {
    const response = await site.inject({ url: '/admin/releases', headers: PUBLIC });
    expect(response.statusCode).toBe(401);
  });
});

describe("on the console's origin", () => {
  it('serves the console and the admin API, whatever the case of the name or the port', async () => {
    for (const host of ['admin.example.com', 'ADMIN.Example.COM', 'admin.example.com:8443']) {
      const page = await site.inject({ url: '/admin/sign-in', headers: { host } });
      expect([host, page.statusCode, page.body]).toEqual([host, 200, CONSOLE_HTML]);
      const session = await site.inject({ url: '/api-official-web/admin/session', headers: { host } });
      expect([host, session.statusCode]).toEqual([host, 401]);
    }
  });

  it('signs in with a host-only __Host- cookie for the whole origin: Secure, HttpOnly, SameSite=Strict, no Domain', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^__Host-azi_console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200$/,
    );
    expect(cookie).not.toMatch(/domain=/i);
    const me = await site.inject({
      url: '/api-official-web/admin/session',
      headers: { ...CONSOLE, cookie: cookie.split(';')[0] as string },
    });
    expect([me.statusCode, me.json().data.account.email]).toEqual([200, EMAIL]);
    // The same token under the unprefixed name could have been planted by another host: refused.
    const planted = await site.inject({
      url: '/api-official-web/admin/session',
      headers: { ...CONSOLE, cookie: (cookie.split(';')[0] as string).replace('__Host-', '') },
    });
    expect(planted.statusCode).toBe(401);
  });

  it("checks console writes against the console's origin, never the public one", async () => {
    const signedIn = await signIn();
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
    const csrf = signedIn.json().data.csrfToken as string;
    const write = (origin: string) =>
      site.inject({
        method: 'DELETE',
        url: '/api-official-web/admin/session',
        headers: { ...CONSOLE, cookie, 'x-csrf-token': csrf, origin },
      });
    expect((await write('https://www.example.com')).statusCode).toBe(403);
    expect((await write('http://admin.example.com')).statusCode).toBe(403);
    expect((await write('https://admin.example.com')).statusCode).toBe(200);
    expect((await signIn({ origin: 'https://www.example.com' })).statusCode).toBe(403);
  });

  it("serves the content API, the checks and a preview's look; no script, page or registry of the site", async () => {
    expect(
      (await site.inject({ url: '/api-official-web/media/findPage/1/10?lang=en', headers: CONSOLE })).statusCode,
    ).toBe(200);
    expect([200, 503]).toContain((await site.inject({ url: '/ready', headers: CONSOLE })).statusCode);
    for (const url of [
      '/main.0123456789.css',
      '/favicon.svg',
      `${VERSION}/page.0123456789.css`,
      `${VERSION}/picture.0123456789.svg`,
    ]) {
      const response = await site.inject({ url, headers: CONSOLE });
      expect([url, response.statusCode]).toEqual([url, 200]);
      // Opened as a document, it is sandboxed: nothing in it runs on the console's origin.
      expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    }
    for (const url of [
      '/main.0123456789.js',
      `${VERSION}/remoteEntry.js`,
      `${VERSION}/mf-manifest.json`,
      `${VERSION}/card.html`,
      '/remotes.json',
      '/config.json',
      '/sitemap.xml',
      '/rss.xml',
    ]) {
      expect([url, (await site.inject({ url, headers: CONSOLE })).statusCode]).toEqual([url, 404]);
    }
    expect((await site.inject({ method: 'POST', url: '/en/contact', headers: CONSOLE })).statusCode).toBe(404);
  });

  it("sends the site's pages to the public origin, and its root to the console", async () => {
    const root = await site.inject({ url: '/', headers: CONSOLE });
    expect([root.statusCode, root.headers.location]).toEqual([302, '/admin/']);
    for (const url of ['/en/investor', '/mobile/media?page=2', '//evil.example/x']) {
      const response = await site.inject({ url, headers: CONSOLE });
      expect([url, response.statusCode, response.headers.location]).toEqual([
        url,
        302,
        `https://www.example.com${url}`,
      ]);
    }
  });
});

describe('consoleHostAnswer', () => {
  it.each([
    ['GET', '/admin', 'serve'],
    ['POST', '/api-official-web/admin/session', 'serve'],
    ['GET', '/remotes/mfe_media/1/a.woff2', 'asset'],
    ['GET', '/remotes/mfe_media/1/a.js', 'notFound'],
    ['GET', '/remotes/mfe_media/1/', 'notFound'],
    ['GET', '/assets/heroNetwork.f51c16ef66.svg', 'asset'],
    ['GET', '/__release-preview/abc', 'toPublic'],
    ['PUT', '/en', 'notFound'],
  ])('%s %s: %s', (method, pathname, answer) => {
    expect(consoleHostAnswer(method, pathname)).toBe(answer);
  });
});
