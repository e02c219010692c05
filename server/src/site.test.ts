import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSite } from './site';
import { throwAwayDatabase } from '@azi/api/testing/pgliteImage';

let site: FastifyInstance;
let siteDir: string;

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>x</title>
    <meta name="description" content="" />
  </head>
  <body><div id="root"></div><script data-start="/main.0123456789.js">startAfterPaint()</script></body>
</html>`;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-site-test-'));
  fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(siteDir, 'shell', 'main.0123456789.js'), 'console.log("shell");'.repeat(100));
  const version = path.join(siteDir, 'remotes', 'mfe_media', '2026.11.22-1');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(version, 'remoteEntry.js'), '//entry');
  fs.writeFileSync(path.join(version, '123.abcdef0123.js'), '//chunk');
  fs.writeFileSync(
    path.join(siteDir, 'remotes.json'),
    JSON.stringify({ mfe_media: '/remotes/mfe_media/2026.11.22-1/mf-manifest.json' }),
  );
  site = await buildSite({
    siteDir,
    publicUrl: 'https://www.example.com',
    api: await throwAwayDatabase(),
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

it('answers every page with its language, title and alternates', async () => {
  const response = await site.inject('/en/investor_list3');
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<html lang="en"');
  expect(response.body).toContain('<title>Financial Reports | Investors | Autozi</title>');
  expect(response.body).toContain('hreflang="zh-HK" href="https://www.example.com/hk/investor_list3"');
  expect(response.body).toContain('hreflang="x-default" href="https://www.example.com/investor_list3"');
});

it('answers 404 for an unsupported language and an unknown page', async () => {
  for (const url of ['/fr/introduce', '/en/nowhere', '/job_detail0', '/en/mobile/introduce/x']) {
    const response = await site.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  }
});

it('redirects /zh paths to the unprefixed ones with the query', async () => {
  const response = await site.inject('/zh/mobile/media?page=2');
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe('/mobile/media?page=2');
});

it('sends a returning visitor from / to the language of the lang cookie', async () => {
  const response = await site.inject({ url: '/', headers: { cookie: 'lang=en' } });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/en');
  expect((await site.inject({ url: '/', headers: { cookie: 'lang=fr' } })).statusCode).toBe(200);
  expect((await site.inject({ url: '/hk', headers: { cookie: 'lang=en' } })).statusCode).toBe(200);
});

it('sends the security headers', async () => {
  const response = await site.inject('/');
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

it("serves the registry without cache, a version's manifest and entry for five minutes, and hashed chunks as immutable", async () => {
  const registry = await site.inject('/remotes.json');
  expect(registry.headers['cache-control']).toBe('no-cache');
  expect(registry.json()).toEqual({ mfe_media: '/remotes/mfe_media/2026.11.22-1/mf-manifest.json' });
  expect((await site.inject('/remotes/mfe_media/2026.11.22-1/mf-manifest.json')).headers['cache-control']).toBe(
    'public, max-age=300',
  );
  expect((await site.inject('/remotes/mfe_media/2026.11.22-1/remoteEntry.js')).headers['cache-control']).toBe(
    'public, max-age=300',
  );
  expect((await site.inject('/remotes/mfe_media/2026.11.22-1/123.abcdef0123.js')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await site.inject('/main.0123456789.js')).headers['cache-control']).toContain('immutable');
});

it('compresses text with brotli or gzip', async () => {
  const response = await site.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers['content-encoding']).toBe('br');
  const gzip = await site.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
});

it('publishes robots.txt and a sitemap with every page in every language, every article, event and open job, each with when it last changed', async () => {
  expect((await site.inject('/robots.txt')).body).toContain('Sitemap: https://www.example.com/sitemap.xml');
  const sitemap = (await site.inject('/sitemap.xml')).body;
  // 18 desktop pages (the bare news-detail, event and job pages are no pages, nor is search; the e-mail
  // alerts page with its privacy note is one, as are the IR FAQ and the accessibility statement)
  // in 3 languages, plus every seeded article, investor event and open job opening.
  const pages = sitemap.match(/<loc>[^<]*<\/loc>/g) ?? [];
  expect(pages.filter((loc) => !/mediaDetail|event\?|job_detail\?/.test(loc))).toHaveLength(18 * 3);
  expect(sitemap).toContain('<loc>https://www.example.com/en/alerts</loc>');
  expect(pages.some((loc) => /mediaDetail\?id=\d+/.test(loc))).toBe(true);
  const events = (await site.inject('/api-official-web/investorCalendar/findPage/1/50?lang=en')).json<{
    data: { list: { id: number; updatedAt: string }[] };
  }>().data.list;
  expect(events.length).toBeGreaterThan(0);
  for (const event of events)
    expect(sitemap).toContain(
      `<loc>https://www.example.com/en/event?id=${event.id}</loc>\n    <lastmod>${event.updatedAt}</lastmod>`,
    );
  // The shell's pages changed when the shell was built, the media pages when their version went live.
  const lastmod = (loc: string) =>
    new RegExp(`<loc>${loc.replace(/[?.]/g, '\\$&')}</loc>\\n    <lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
  expect(lastmod('https://www.example.com/en/contact')).toBe(
    fs.statSync(path.join(siteDir, 'shell', 'index.html')).mtime.toISOString(),
  );
  expect(lastmod('https://www.example.com/en/media')).toBe(
    fs.statSync(path.join(siteDir, 'remotes', 'mfe_media', '2026.11.22-1', 'mf-manifest.json')).mtime.toISOString(),
  );
  // A section never released here has no time to give: no lastmod rather than a made-up one.
  expect(lastmod('https://www.example.com/en/introduce')).toBeUndefined();
  // Every open job opening (issue 56), with the time it last changed and its twin for small screens.
  const jobs = (await site.inject('/api-official-web/job/findPage/1/50?lang=hk')).json<{
    data: { list: { id: number; updatedAt: string }[] };
  }>().data.list;
  expect(jobs.map((job) => job.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  for (const job of jobs) expect(lastmod(`https://www.example.com/hk/job_detail?id=${job.id}`)).toBe(job.updatedAt);
  expect(sitemap).not.toContain('<loc>https://www.example.com/hk/mobile/job_detail?id=8</loc>');
  expect(sitemap).toContain(
    'media="only screen and (max-width: 820px)" href="https://www.example.com/hk/mobile/job_detail?id=8"',
  );
});

it('serves the public configuration and the official account QR code', async () => {
  expect((await site.inject('/config.json')).json()).toHaveProperty('supportHotline');
  const qr = await site.inject('/qr/official-account.svg');
  expect(qr.headers['content-type']).toContain('image/svg+xml');
  expect(qr.body).toContain('<svg');
});

it('mounts the content API on the same origin', async () => {
  const response = await site.inject('/api-official-web/media/findPage/1/2?lang=en');
  expect(response.statusCode).toBe(200);
  expect(response.json().data.list.length).toBeGreaterThan(0);
});

it('publishes an RSS feed of corporate news per language', async () => {
  const feed = await site.inject('/en/rss.xml');
  expect(feed.statusCode).toBe(200);
  expect(feed.headers['content-type']).toContain('application/rss+xml');
  expect(feed.body).toContain('https://www.example.com/en/mediaDetail?id=');
});

it('puts the configuration and registry into the page as inert JSON', async () => {
  const html = (await site.inject('/en')).body;
  const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const data = JSON.parse(match![1]!);
  expect(data.remotes).toEqual({ mfe_media: '/remotes/mfe_media/2026.11.22-1/mf-manifest.json' });
  expect(data.config).toHaveProperty('franchiseHotline');
});

it('lets no forwarding header steer absolute URLs', async () => {
  const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript', host: 'other.example' };
  const page = await site.inject({ url: '/en', headers });
  expect(page.body).toContain('href="https://www.example.com/en"');
  expect(page.body).not.toContain('evil.example');
  expect(page.body).not.toContain('other.example');
  for (const url of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
    const response = await site.inject({ url, headers: { 'x-forwarded-host': 'a b<c' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('a b<c');
  }
});

it('serves a shell file written after the server started (a new shell build), and hides its own files', async () => {
  fs.writeFileSync(path.join(siteDir, 'shell', 'main.abcdef0123.js'), 'console.log("new shell");'.repeat(10));
  const fresh = await site.inject('/main.abcdef0123.js');
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers['cache-control']).toContain('immutable');
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), '//server');
  fs.writeFileSync(path.join(siteDir, 'shell', 'main.abcdef0123.js.map'), '{}');
  for (const url of ['/ssr/render.js', '/main.abcdef0123.js.map', '/index.html', '/main.0000000000.js']) {
    const response = await site.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  }
});

it('keeps a route its own stricter content policy, and says when it is not ready', async () => {
  const picture = await site.inject('/api-official-web/assets/media-platform.svg');
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-security-policy']).toMatch(/default-src 'none'/);
  const page = await site.inject('/en');
  // (A broken server renderer left by the test above: the page is still served, for the browser to draw.)
  expect(page.statusCode).toBe(200);
  // The template's start script is allowed by its hash, on pages only.
  const startHash = createHash('sha256').update('startAfterPaint()').digest('base64');
  expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${startHash}';`);
  expect(picture.headers['content-security-policy']).not.toContain(startHash);
  expect(page.headers['strict-transport-security']).toContain('max-age=');
  // A template without the server renderer is not a shell that can serve pages.
  fs.rmSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true, force: true });
  const notReady = await site.inject('/ready');
  expect(notReady.statusCode).toBe(503);
  expect(notReady.json()).toMatchObject({ database: true, shell: false });
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), '//server');
  expect((await site.inject('/ready')).json()).toEqual({ ready: true, database: true, shell: true, renderers: true });
});

it('reads a path that starts with // as a path, never as another origin', async () => {
  const other = await site.inject('//evil.example/en/service');
  expect(other.statusCode).toBe(404);
  expect(other.body).not.toContain('evil.example');
  expect((await site.inject('///')).statusCode).toBeLessThan(500);
});

it('sends a page compressed as the browser asks, the same text either way', async () => {
  const plain = await site.inject({ url: '/en/introduce', headers: { 'accept-encoding': 'identity' } });
  const br = await site.inject({ url: '/en/introduce', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const gzip = await site.inject({ url: '/en/introduce', headers: { 'accept-encoding': 'gzip' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const zlib = await import('node:zlib');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

describe('a console preview', () => {
  let preview: FastifyInstance;
  const token = 'preview-admin-token-0123456789';
  beforeAll(async () => {
    preview = await buildSite({
      siteDir,
      publicUrl: 'https://www.example.com',
      api: { ...(await throwAwayDatabase()), adminToken: token },
    });
  }, 60_000);
  afterAll(async () => preview.close());

  it("draws the public page of a draft for whoever may edit it, unscripted, uncached, unindexed, on the console's host only", async () => {
    const auth = { authorization: `Bearer ${token}`, host: 'admin.localhost' };
    const created = await preview.inject({
      method: 'POST',
      url: '/api-official-web/admin/notice',
      headers: auth,
      payload: { title: { zh: '草稿公告', hk: '草稿公告', en: 'Draft notice' }, date: '2031-05-01', status: 'draft' },
    });
    const id = created.json().data.id as number;
    const shown = await preview.inject({
      url: `/api-official-web/admin/page-preview/notice/${id}?lang=en&layout=mobile`,
      headers: auth,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.body).toContain('Preview: this content is not public');
    expect(shown.body).toContain('<html lang="en"');
    expect(shown.body).not.toContain('<script defer');
    expect(shown.headers['content-security-policy']).toContain("script-src 'none'");
    // Not on the public host, token or not: the path does not exist there.
    const onPublic = await preview.inject({
      url: `/api-official-web/admin/page-preview/notice/${id}?lang=en`,
      headers: { ...auth, host: 'www.example.com' },
    });
    expect([onPublic.statusCode, onPublic.headers['content-type']]).toEqual([
      404,
      expect.stringContaining('application/json'),
    ]);

    expect(
      (
        await preview.inject({
          url: `/api-official-web/admin/page-preview/notice/${id}?lang=en`,
          headers: { host: 'admin.localhost' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await preview.inject({ url: `/api-official-web/admin/page-preview/notice/${id + 999}`, headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await preview.inject({ url: `/api-official-web/admin/page-preview/shell/${id}`, headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await preview.inject({ url: `/api-official-web/admin/page-preview/notice/${id}?layout=tablet`, headers: auth }))
        .statusCode,
    ).toBe(400);
  });
});
