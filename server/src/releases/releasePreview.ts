/**
 * What a preview link opens: its route sets the grant (previewLink.ts) as a host-only cookie; while
 * it is valid and the version is still staged, that browser gets the whole site with the staged
 * version in place of the live one (the registry below, the page route's renders, the staged
 * version's files). Nobody else sees the staged files at all.
 */
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { manifestUrl, readHistory, readRegistry, stagedVersion, versionDir } from './releaseHistory';
import { type RemoteName, SITE_PAGES } from '@azi/shared/routing/sitePages';
import { previewPageLang, previewProblemPage, type PreviewProblem } from './previewNotice';
import {
  type PreviewGrant,
  RELEASE_PREVIEW_COOKIE,
  RELEASE_PREVIEW_PATH,
  type ReleasePreviewKey,
  verifyPreview,
} from './previewLink';
import { stagedFileOf } from './stagedFileOf';

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
