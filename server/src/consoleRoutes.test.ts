import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSite } from './site';
import { throwAwayDatabase } from '@azi/api/testing/pgliteImage';

let site: FastifyInstance;
let siteDir: string;
/** Requests for the console's own host (buildSite's default CONSOLE_URL is http://admin.localhost). */
const CONSOLE = { host: 'admin.localhost' };
const CONSOLE_HTML =
  '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"></head><body><div id="root"></div><script defer src="/admin/console.0123456789.js"></script></body></html>';

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-console-test-'));
  fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(siteDir, 'shell', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(siteDir, 'console'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'console', 'index.html'), CONSOLE_HTML);
  fs.writeFileSync(path.join(siteDir, 'console', 'console.0123456789.js'), '//console');
  fs.writeFileSync(path.join(siteDir, 'console', 'console.0123456789.js.map'), '{}');
  fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
  site = await buildSite({
    siteDir,
    publicUrl: 'https://www.example.com',
    api: await throwAwayDatabase(),
    releases: { tokens: new Map(), maxBytes: 1024, keep: 2, graceMs: 0 },
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

it('answers the console page for /admin and every screen under it, never cached, with the strict CSP and noindex', async () => {
  for (const url of [
    '/admin',
    '/admin/',
    '/admin/sign-in',
    '/admin/content/financialReport/12?x=1',
    '/admin/accounts',
  ]) {
    const response = await site.inject({ url, headers: CONSOLE });
    expect([url, response.statusCode]).toEqual([url, 200]);
    expect(response.body).toBe(CONSOLE_HTML);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  }
});

it('serves the hashed files for a year, and keeps source maps and missing files out', async () => {
  const script = await site.inject({ url: '/admin/console.0123456789.js', headers: CONSOLE });
  expect(script.statusCode).toBe(200);
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await site.inject({ url: '/admin/console.0123456789.js.map', headers: CONSOLE })).statusCode).toBe(404);
  expect((await site.inject({ url: '/admin/console.9999999999.js', headers: CONSOLE })).statusCode).toBe(404);
});

it("leaves /admin/releases to the release API, on the public host and the console's", async () => {
  for (const url of ['/admin/releases', '/admin/releases/mfe_media', '/admin/releases/mfe_media/x/y']) {
    for (const headers of [{}, CONSOLE]) {
      const response = await site.inject({ url, headers });
      expect([url, headers, response.headers['content-type']]).toEqual([
        url,
        headers,
        expect.stringContaining('application/json'),
      ]);
      expect(response.body).not.toContain('<div id="root">');
    }
  }
});

it("tells robots to stay out of the console's host, and names none of its paths on the public one", async () => {
  const onConsole = await site.inject({ url: '/robots.txt', headers: CONSOLE });
  expect(onConsole.body).toBe('User-agent: *\nDisallow: /\n');
  const onPublic = (await site.inject('/robots.txt')).body;
  expect(onPublic).toContain('Sitemap: https://www.example.com/sitemap.xml');
  expect(onPublic).not.toContain('admin');
});
