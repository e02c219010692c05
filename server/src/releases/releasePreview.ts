/**
 * Preview links of staged releases: `<PUBLIC_URL>/__release-preview/<token>`, where the token is
 * the grant (remote, version, expiry) and its HMAC-SHA256. Opening the link sets the grant as a
 * host-only cookie; while it is valid and the version is still staged, that browser gets the whole
 * site with the staged version in place of the live one (the registry below, the page route's
 * renders, the staged version's files). Nobody else sees the staged files at all.
 *
 * The key is RELEASE_PREVIEW_SECRET when set, else a random secret kept in the database's
 * app_meta (as the mail links' is): every site copy reads the same one, and neither lives in the
 * site folder, which render workers can read. It is never derived from configuration: the release
 * tokens' digests (`sha256:…`) are meant to be safe to write down, so they cannot be a key.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseSettings } from './settings';
import {
  manifestUrl,
  readHistory,
  readRegistry,
  releasePaths,
  stagedVersion,
  VERSION_PATTERN,
  versionDir,
} from './store';
import { REMOTE_NAMES, type RemoteName, SITE_PAGES } from '@azi/shared/routing/sitePages';
import { previewPageLang, previewProblemPage, type PreviewProblem } from './previewNotice';

export const RELEASE_PREVIEW_COOKIE = 'release_preview';
export const RELEASE_PREVIEW_PATH = '/__release-preview/';
/** Where a preview ends: the cookie is dropped and the live site opens (the banner links here). */
export const END_PREVIEW_URL = `${RELEASE_PREVIEW_PATH}end`;
/** A preview link is valid this long (and its cookie with it). */
export const RELEASE_PREVIEW_TTL_MS = 3_600_000;
const CLOCK_LEEWAY_MS = 60_000;

export interface PreviewGrant {
  remote: RemoteName;
  version: string;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
}

/** What a request with a valid preview cookie sees instead of the live site. */
export interface ReleasePreview {
  /** The live registry with the staged version in place of its remote's live one. */
  registry: Record<string, string>;
  /** For the page's notice: `preview of mfe_careers 2026.11.23-2`. */
  label: string;
  remote: RemoteName;
  version: string;
  expires: Date;
}

/**
 * The key that signs and checks preview links, once the site has loaded it (loadReleasePreviewKey);
 * until then, and on a site with no secret at all, no link is issued or accepted.
 */
export interface ReleasePreviewKey {
  current?: Buffer;
}

/** One holder per settings object: the site server and its release routes, given the same settings, share it. */
const keys = new WeakMap<ReleaseSettings, ReleasePreviewKey>();

export function releasePreviewKey(settings: ReleaseSettings): ReleasePreviewKey {
  let key = keys.get(settings);
  if (!key) keys.set(settings, (key = {}));
  return key;
}

const keyFrom = (secret: string) => crypto.createHmac('sha256', 'azi release preview v1').update(secret).digest();

/**
 * Loads the key of `settings`: RELEASE_PREVIEW_SECRET when set, else the secret `stored` gives (the
 * database's, made at random by the first copy that asks). Without either the key stays unknown.
 */
export async function loadReleasePreviewKey(
  settings: ReleaseSettings,
  stored: (() => Promise<string>) | undefined,
): Promise<ReleasePreviewKey> {
  const key = releasePreviewKey(settings);
  const secret = settings.previewSecret ?? (await stored?.());
  if (secret) key.current = keyFrom(secret);
  return key;
}

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

export function signPreview(key: Buffer, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, v: grant.version, e: grant.expires })).toString(
    'base64url',
  );
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export type PreviewCheck = { grant: PreviewGrant } | { problem: 'malformed' | 'forged' | 'expired' };

/** The grant a token carries, or why it carries none. */
export function verifyPreview(key: Buffer, token: string, now = Date.now()): PreviewCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature))
    return { problem: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  // Exactly the signature's own spelling (base64's spare bits in the last character must be zero).
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== signature ||
    !crypto.timingSafeEqual(given, expected)
  )
    return { problem: 'forged' };
  let parsed: { r?: unknown; v?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return { problem: 'malformed' };
  }
  const { r: remote, v: version, e: expires } = parsed;
  if (
    typeof remote !== 'string' ||
    !(REMOTE_NAMES as readonly string[]).includes(remote) ||
    typeof version !== 'string' ||
    !VERSION_PATTERN.test(version) ||
    typeof expires !== 'number'
  ) {
    return { problem: 'malformed' };
  }
  if (expires <= now) return { problem: 'expired' };
  // The server, not the link, bounds how long a link lives: one that claims more than the site
  // ever gives was not made by it (a minute of leeway for the clocks of several copies).
  if (expires > now + RELEASE_PREVIEW_TTL_MS + CLOCK_LEEWAY_MS) return { problem: 'forged' };
  return { grant: { remote: remote as RemoteName, version, expires } };
}

/** A fresh link to preview a staged version, valid RELEASE_PREVIEW_TTL_MS (never past the version's own expiry). */
export function previewLink(
  key: Buffer,
  publicUrl: string,
  remote: RemoteName,
  version: string,
  stagedUntil: Date,
  now = Date.now(),
) {
  const expires = Math.min(now + RELEASE_PREVIEW_TTL_MS, stagedUntil.getTime());
  const linkPath = `${RELEASE_PREVIEW_PATH}${signPreview(key, { remote, version, expires })}`;
  return {
    url: `${publicUrl.replace(/\/+$/, '')}${linkPath}`,
    path: linkPath,
    expires: new Date(expires).toISOString(),
  };
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The grant of the request's preview cookie when it is valid and names a version that is still staged. */
function grantOf(
  request: FastifyRequest,
  siteDir: string,
  key: ReleasePreviewKey | undefined,
  now = new Date(),
): PreviewGrant | undefined {
  const secret = key?.current;
  const token = secret && cookieValue(request, RELEASE_PREVIEW_COOKIE);
  if (!secret || !token) return undefined;
  const checked = verifyPreview(secret, token, now.getTime());
  if (!('grant' in checked)) return undefined;
  const { remote, version } = checked.grant;
  return stagedVersion(readHistory(siteDir), remote, version, now) ? checked.grant : undefined;
}

/**
 * For the page route and /remotes.json: the registry this request is shown, when it carries a
 * valid preview cookie for a version that is still staged (undefined otherwise: the live site).
 * Pages drawn with it are never cached, and carry `cache-control: no-store`, `x-robots-tag:
 * noindex` and a visible notice with `label`.
 */
export function releasePreviewFor(
  request: FastifyRequest,
  siteDir: string,
  key: ReleasePreviewKey | undefined,
): ReleasePreview | undefined {
  const grant = grantOf(request, siteDir, key);
  if (!grant) return undefined;
  return {
    registry: { ...readRegistry(siteDir), [grant.remote]: manifestUrl(grant.remote, grant.version) },
    label: `preview of ${grant.remote} ${grant.version}`,
    remote: grant.remote,
    version: grant.version,
    expires: new Date(grant.expires),
  };
}

/** Staged versions per remote, read again only when releases.json changes (asked on every file under /remotes/). */
const stagedCache = new Map<string, { key: string; staged: Map<string, Set<string>> }>();

function stagedVersions(siteDir: string): Map<string, Set<string>> {
  let key: string;
  try {
    const stat = fs.statSync(releasePaths(siteDir).history);
    key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return new Map();
  }
  const cached = stagedCache.get(siteDir);
  if (cached?.key === key) return cached.staged;
  const staged = new Map(
    Object.entries(readHistory(siteDir)).map(([name, entry]) => [
      name,
      new Set(entry.staged.map((version) => version.version)),
    ]),
  );
  stagedCache.set(siteDir, { key, staged });
  return staged;
}

/**
 * The remote and version of a file under /remotes/ when that version is staged: `file` is its
 * address below /remotes/ (`/mfe_careers/2026.11.23-2/x.js`) or its path in the remotes folder.
 */
export function stagedFileOf(siteDir: string, file: string): { remote: string; version: string } | undefined {
  const remotesDir = path.resolve(releasePaths(siteDir).remotesDir);
  const relative = file.startsWith(remotesDir + path.sep)
    ? path.relative(remotesDir, file).split(path.sep).join('/')
    : file;
  const [, remote, version] = /^\/?([^/]+)\/([^/]+)\//.exec(relative) ?? [];
  return remote && version && stagedVersions(siteDir).get(remote)?.has(version) ? { remote, version } : undefined;
}

/**
 * Whether a file under /remotes/ (`pathName` relative to it, e.g. `/mfe_careers/2026.11.23-2/x.js`)
 * belongs to a staged version (expired ones too, until pruned) and this request has no preview of
 * it: such files are not served. A staged build may hold what is not public yet.
 */
export function stagedFileHidden(
  request: FastifyRequest,
  siteDir: string,
  key: ReleasePreviewKey | undefined,
  pathName: string,
): boolean {
  const staged = stagedFileOf(siteDir, pathName);
  if (!staged) return false;
  const { remote, version } = staged;
  const grant = grantOf(request, siteDir, key);
  return grant?.remote !== remote || grant.version !== version;
}

const PROBLEM_STATUS: Record<PreviewProblem, number> = {
  malformed: 400,
  forged: 403,
  expired: 410,
  unknown: 404,
  disabled: 404,
};

/** A link that does not work: why, in the language the person reads the site in (previewNotice.ts). */
function problemPage(request: FastifyRequest, reply: FastifyReply, problem: PreviewProblem) {
  const status = PROBLEM_STATUS[problem];
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .header('vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(
      previewProblemPage(previewPageLang(request.headers.cookie, request.headers['accept-language']), status, problem),
    );
}

/** Where a preview starts: the section's page of the same name (`/investor`), else its first page (`/employee` for mfe_careers). */
export function firstPageOf(remote: RemoteName): string {
  const page =
    SITE_PAGES.find((candidate) => `mfe_${candidate.key}` === remote) ??
    SITE_PAGES.find((candidate) => candidate.owner === remote);
  return page ? `/${page.key}` : '/';
}

/**
 * `GET /__release-preview/<token>[?path=/en/job_list]`: checks the link, sets the preview cookie
 * (host-only, HttpOnly, SameSite=Lax, for the time the link has left) and sends the browser to the
 * section's first page (or `path`, a page of this site). `GET /__release-preview/end` drops it.
 */
export function registerReleasePreviewRoute(
  app: FastifyInstance,
  siteDir: string,
  key: ReleasePreviewKey,
  publicUrl: string,
): void {
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  // A wildcard, not a `:token` parameter: a token is longer than the router's 100-character limit for those.
  app.get<{ Params: { '*': string }; Querystring: { path?: string } }>(
    `${RELEASE_PREVIEW_PATH}*`,
    async (request, reply) => {
      const token = request.params['*'];
      if (token === 'end') {
        return reply
          .header('set-cookie', `${RELEASE_PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`)
          .header('cache-control', 'no-store')
          .redirect('/', 303);
      }
      if (!key.current) return problemPage(request, reply, 'disabled');
      const checked = verifyPreview(key.current, token);
      if ('problem' in checked) return problemPage(request, reply, checked.problem);
      const { remote, version, expires } = checked.grant;
      if (!stagedVersion(readHistory(siteDir), remote, version) || !fs.existsSync(versionDir(siteDir, remote, version)))
        return problemPage(request, reply, 'unknown');
      const wanted = request.query.path;
      const target = typeof wanted === 'string' && /^\/(?![/\\])[^\s]*$/.test(wanted) ? wanted : firstPageOf(remote);
      const maxAge = Math.max(1, Math.floor((expires - Date.now()) / 1000));
      return reply
        .header(
          'set-cookie',
          `${RELEASE_PREVIEW_COOKIE}=${token}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`,
        )
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .redirect(target, 303);
    },
  );
}
