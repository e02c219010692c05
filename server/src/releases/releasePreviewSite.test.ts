/**
 * The preview links of a whole site server: signed with the secret its database keeps (no
 * RELEASE_PREVIEW_SECRET), and that key is the one the registry and the staged files check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseReleaseTokens } from './settings';
import { stage } from './store';
import { buildSite } from '../site';
import { throwAwayDatabase } from '@azi/api/testing/pgliteImage';

const TOKEN = 'media-token-0123456789abcdef';
let site: FastifyInstance;
let siteDir: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-preview-site-'));
  fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(siteDir, 'shell', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  for (const version of ['2026.11.22-1', '2026.11.22-2']) {
    const dir = path.join(siteDir, 'remotes', 'mfe_media', version);
    fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'ssr', 'module.js'), '');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `//${version}`);
  }
  fs.writeFileSync(
    path.join(siteDir, 'remotes.json'),
    JSON.stringify({ mfe_media: '/remotes/mfe_media/2026.11.22-1/mf-manifest.json' }),
  );
  fs.writeFileSync(
    path.join(siteDir, 'releases.json'),
    JSON.stringify({ mfe_media: { stack: ['2026.11.22-1'], events: [] } }),
  );
  stage(siteDir, 'mfe_media', '2026.11.22-2', 'token:mfe_media', new Date(Date.now() + 3_600_000));
  const tokens = parseReleaseTokens(`mfe_media=${TOKEN}`);
  site = await buildSite({
    siteDir,
    publicUrl: 'http://localhost',
    api: await throwAwayDatabase(),
    releases: { tokens, maxBytes: 1024 * 1024, keep: 10, graceMs: 0 },
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

it('issues links signed with the database secret, which the registry and the staged files then honour', async () => {
  const issued = await site.inject({
    url: '/admin/releases/mfe_media/2026.11.22-2/preview',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(issued.statusCode).toBe(200);
  const visit = await site.inject({ url: issued.json().preview.path });
  expect(visit.statusCode).toBe(303);
  const cookie = String(visit.headers['set-cookie']).split(';')[0] as string;
  expect((await site.inject({ url: '/remotes.json', headers: { cookie } })).json()).toEqual({
    mfe_media: '/remotes/mfe_media/2026.11.22-2/mf-manifest.json',
  });
  expect((await site.inject({ url: '/remotes/mfe_media/2026.11.22-2/remoteEntry.js', headers: { cookie } })).body).toBe(
    '//2026.11.22-2',
  );
  // Without the cookie: the live site, and no staged file.
  expect((await site.inject('/remotes.json')).json()).toEqual({
    mfe_media: '/remotes/mfe_media/2026.11.22-1/mf-manifest.json',
  });
  expect((await site.inject('/remotes/mfe_media/2026.11.22-2/remoteEntry.js')).statusCode).toBe(404);
});
