import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { parseReleaseTokens, tokenDigest, type ReleaseSettings } from './settings';
import { stage, versionDir } from './store';
import { firstPageOf, releasePreviewFor, stagedFileHidden } from './releasePreview';
import {
  loadReleasePreviewKey,
  previewLink,
  RELEASE_PREVIEW_COOKIE,
  RELEASE_PREVIEW_TTL_MS,
  releasePreviewKey,
  signPreview,
  verifyPreview,
} from './previewLink';
import { stagedFileOf } from './stagedFileOf';

const settings = (overrides: Partial<ReleaseSettings> = {}): ReleaseSettings => ({
  tokens: parseReleaseTokens('mfe_careers=careers-token-0123456789,mfe_investor=investor-token-0123456789'),
  adminToken: tokenDigest('admin-token-0123456789abc'),
  maxBytes: 1024,
  keep: 10,
  graceMs: 0,
  ...overrides,
});
const KEY = Buffer.alloc(32, 3);
const HOLDER = { current: KEY };
const NOW = Date.parse('2026-11-23T12:00:00Z');
const grant = { remote: 'mfe_careers' as const, version: '2026.11.23-2', expires: NOW + RELEASE_PREVIEW_TTL_MS };

/** How the key used to be made without RELEASE_PREVIEW_SECRET: from the tokens' digests, which `sha256:` puts in the configuration. */
function keyFromTokenDigests(tokens: ReleaseSettings['tokens']): Buffer {
  const digests = [...tokens]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, digest]) => `${name}=${digest.toString('hex')}`);
  return crypto
    .createHmac('sha256', 'azi release preview v1, from the release tokens')
    .update(digests.join('\n'))
    .digest();
}

describe('the signing key', () => {
  it('is RELEASE_PREVIEW_SECRET when set, else the secret kept in the database, and unknown without either', async () => {
    const stored = async () => 'd'.repeat(64);
    const fromDatabase = (await loadReleasePreviewKey(settings(), stored)).current;
    const fromSecret = (await loadReleasePreviewKey(settings({ previewSecret: 'x'.repeat(32) }), stored)).current;
    expect(fromDatabase).toBeInstanceOf(Buffer);
    expect(fromSecret).toBeInstanceOf(Buffer);
    expect(fromSecret).not.toEqual(fromDatabase);
    expect((await loadReleasePreviewKey(settings(), async () => 'e'.repeat(64))).current).not.toEqual(fromDatabase);
    expect((await loadReleasePreviewKey(settings(), undefined)).current).toBeUndefined();
  });

  it('is one holder for one settings object, so the site and its release routes share what is loaded', async () => {
    const shared = settings();
    const holder = releasePreviewKey(shared);
    expect(holder.current).toBeUndefined();
    await loadReleasePreviewKey(shared, async () => 'd'.repeat(64));
    expect(releasePreviewKey(shared)).toBe(holder);
    expect(holder.current).toBeInstanceOf(Buffer);
  });

  it('is never derived from the release tokens: a link signed with the digests of a sha256: configuration is forged', async () => {
    const configured = `mfe_careers=sha256:${tokenDigest('careers-token-0123456789').toString('hex')},mfe_investor=sha256:${tokenDigest('investor-token-0123456789').toString('hex')}`;
    const tokens = parseReleaseTokens(configured);
    const key = (await loadReleasePreviewKey(settings({ tokens }), async () => crypto.randomBytes(32).toString('hex')))
      .current!;
    const forgedLink = signPreview(keyFromTokenDigests(tokens), grant);
    expect(verifyPreview(key, forgedLink, NOW)).toEqual({ problem: 'forged' });
  });
});

describe('a preview token', () => {
  it('carries its grant until it expires', () => {
    const token = signPreview(KEY, grant);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyPreview(KEY, token, NOW)).toEqual({ grant });
    expect(verifyPreview(KEY, token, grant.expires - 1)).toEqual({ grant });
    expect(verifyPreview(KEY, token, grant.expires)).toEqual({ problem: 'expired' });
  });

  it('is refused when tampered with: another remote, version or expiry in the payload, or another signature', () => {
    const token = signPreview(KEY, grant);
    const [, signature] = token.split('.');
    const payloadOf = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const forged of [
      { r: 'mfe_investor', v: grant.version, e: grant.expires },
      { r: grant.remote, v: '2026.11.23-3', e: grant.expires },
      { r: grant.remote, v: grant.version, e: grant.expires + 86_400_000 },
    ]) {
      expect(verifyPreview(KEY, `${payloadOf(forged)}.${signature}`, NOW)).toEqual({ problem: 'forged' });
    }
    expect(verifyPreview(KEY, `${token.split('.')[0]}.${'A'.repeat(43)}`, NOW)).toEqual({ problem: 'forged' });
    expect(verifyPreview(Buffer.alloc(32, 4), token, NOW)).toEqual({ problem: 'forged' });
  });

  it('is refused when malformed, or when it signs something that is no grant', () => {
    for (const bad of ['', 'abc', 'a.b.c', '../../x.y', `${'a'.repeat(10)}.`])
      expect(verifyPreview(KEY, bad, NOW)).toEqual({ problem: 'malformed' });
    const notAGrant = Buffer.from(JSON.stringify({ r: 'mfe_shell', v: 'latest', e: NOW + 1000 })).toString('base64url');
    const signed = `${notAGrant}.${signPreview(KEY, grant).split('.')[1]}`;
    expect(verifyPreview(KEY, signed, NOW)).toEqual({ problem: 'forged' });
  });

  it('lives as long as the server says, not as long as the link claims: a signed expiry past the hour is refused', () => {
    const longLived = signPreview(KEY, { ...grant, expires: NOW + 30 * 86_400_000 });
    expect(verifyPreview(KEY, longLived, NOW)).toEqual({ problem: 'forged' });
    expect(verifyPreview(KEY, signPreview(KEY, grant), NOW)).toEqual({ grant });
  });

  it('a link lasts an hour, never past the staged version’s own expiry', () => {
    const link = previewLink(
      KEY,
      'https://www.example.com/',
      'mfe_careers',
      '2026.11.23-2',
      new Date(NOW + 10 * RELEASE_PREVIEW_TTL_MS),
      NOW,
    );
    expect(link.url).toBe(`https://www.example.com${link.path}`);
    expect(link.expires).toBe(new Date(NOW + RELEASE_PREVIEW_TTL_MS).toISOString());
    expect(previewLink(KEY, 'https://x', 'mfe_careers', '2026.11.23-2', new Date(NOW + 60_000), NOW).expires).toBe(
      new Date(NOW + 60_000).toISOString(),
    );
  });
});

describe('what a request with a preview cookie sees', () => {
  let siteDir: string;
  const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;
  const cookieFor = (remote: 'mfe_careers' | 'mfe_investor', version: string, expires = Date.now() + 60_000) =>
    `lang=en; ${RELEASE_PREVIEW_COOKIE}=${signPreview(KEY, { remote, version, expires })}`;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-preview-'));
    for (const version of ['2026.11.23-1', '2026.11.23-2']) {
      const dir = versionDir(siteDir, 'mfe_careers', version);
      fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
      fs.writeFileSync(path.join(dir, 'ssr', 'module.js'), '');
    }
    fs.writeFileSync(
      path.join(siteDir, 'releases.json'),
      JSON.stringify({
        mfe_careers: { stack: ['2026.11.23-1'], events: [] },
        mfe_media: { stack: ['2026.11.23-1'], events: [] },
      }),
    );
    stage(siteDir, 'mfe_careers', '2026.11.23-2', 'token:mfe_careers', new Date(Date.now() + 3_600_000));
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('the live registry with the staged version swapped in, and a label for the notice', () => {
    expect(releasePreviewFor(request(cookieFor('mfe_careers', '2026.11.23-2')), siteDir, HOLDER)).toMatchObject({
      registry: {
        mfe_careers: '/remotes/mfe_careers/2026.11.23-2/mf-manifest.json',
        mfe_media: '/remotes/mfe_media/2026.11.23-1/mf-manifest.json',
      },
      label: 'preview of mfe_careers 2026.11.23-2',
    });
  });

  it('nothing without a cookie, with one for a version not staged (another remote, the live one), a forged or expired one, or without a key', () => {
    expect(releasePreviewFor(request(), siteDir, HOLDER)).toBeUndefined();
    expect(releasePreviewFor(request(cookieFor('mfe_investor', '2026.11.23-2')), siteDir, HOLDER)).toBeUndefined();
    expect(releasePreviewFor(request(cookieFor('mfe_careers', '2026.11.23-1')), siteDir, HOLDER)).toBeUndefined();
    expect(
      releasePreviewFor(request(cookieFor('mfe_careers', '2026.11.23-2', Date.now() - 1)), siteDir, HOLDER),
    ).toBeUndefined();
    expect(
      releasePreviewFor(request(cookieFor('mfe_careers', '2026.11.23-2').replace(/.$/, 'x')), siteDir, HOLDER),
    ).toBeUndefined();
    expect(releasePreviewFor(request(cookieFor('mfe_careers', '2026.11.23-2')), siteDir, undefined)).toBeUndefined();
  });

  it("hides a staged version's files from everyone but its previewers", () => {
    const file = '/mfe_careers/2026.11.23-2/remoteEntry.js';
    expect(stagedFileHidden(request(), siteDir, HOLDER, file)).toBe(true);
    expect(stagedFileHidden(request(cookieFor('mfe_investor', '2026.11.23-2')), siteDir, HOLDER, file)).toBe(true);
    expect(stagedFileHidden(request(cookieFor('mfe_careers', '2026.11.23-2')), siteDir, HOLDER, file)).toBe(false);
    expect(stagedFileHidden(request(), siteDir, HOLDER, '/mfe_careers/2026.11.23-1/remoteEntry.js')).toBe(false);
    expect(stagedFileHidden(request(), siteDir, HOLDER, '/mfe_media/2026.11.23-1/remoteEntry.js')).toBe(false);
    expect(stagedFileOf(siteDir, path.join(siteDir, 'remotes', 'mfe_careers', '2026.11.23-2', 'x.js'))).toEqual({
      remote: 'mfe_careers',
      version: '2026.11.23-2',
    });
    expect(stagedFileOf(siteDir, path.join(siteDir, 'remotes', 'mfe_careers', '2026.11.23-1', 'x.js'))).toBeUndefined();
  });

  it('starts on the section’s first page', () => {
    expect(firstPageOf('mfe_careers')).toBe('/employee');
    expect(firstPageOf('mfe_investor')).toBe('/investor');
  });
});

test('a signature is accepted only in its own spelling (a last character differing in base64 spare bits is forged)', () => {
  const key = Buffer.alloc(32, 7);
  for (let version = 1; version <= 40; version += 1) {
    const token = signPreview(key, {
      remote: 'mfe_careers',
      version: `2026.11.23-${version}`,
      expires: Date.now() + 60_000,
    });
    const changed = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(verifyPreview(key, changed)).toEqual({ problem: 'forged' });
  }
});
