/**
 * The release API's routes (`/admin/releases`: upload, stage, activate, roll back, read): who may
 * call is releaseCaller.ts, what a remote's history reads as is releaseSummary.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ARCHIVE_LIMITS, ReleaseRejected, tarBytesFor, UnpackBudget, unpackArchive } from './archive';
import { checkVersionFolder, type ServerBuildChecker } from './check';
import { DEFAULT_STAGE_MS, type ReleaseSettings } from './settings';
import { activate, nextVersion, prune, rollback, stage } from './store';
import {
  assertStaged,
  manifestUrl,
  NotStagedError,
  readHistory,
  releasePaths,
  STAGING_DIR,
  VERSION_PATTERN,
  versionDir,
} from './releaseHistory';
import { ReleaseBusyError, withReleaseLock } from './releaseLock';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { siteSecretOf } from '@azi/api/db/siteSecrets';
import { registerReleasePreviewRoute } from './releasePreview';
import { loadReleasePreviewKey, previewLink } from './previewLink';
import { authorizeRelease, type Caller, callerName, type RemoteParams, type VersionParams } from './releaseCaller';
import { remoteSummary, switched } from './releaseSummary';
import { withoutEnvironment } from './withoutEnvironment';

const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];
const STAGING_MAX_AGE_MS = 3_600_000;

const tooLarge = (settings: ReleaseSettings) =>
  `the archive is larger than the site accepts (${Math.round(settings.maxBytes / 1048576)} MB, RELEASE_MAX_MB)`;

/** Unpacked uploads that never finished (a copy died mid-check) are cleared after an hour. */
function sweepStaging(siteDir: string): void {
  const staging = path.join(releasePaths(siteDir).remotesDir, STAGING_DIR);
  if (!fs.existsSync(staging)) return;
  for (const name of fs.readdirSync(staging)) {
    const full = path.join(staging, name);
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > STAGING_MAX_AGE_MS)
        fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // Another copy swept it first.
    }
  }
}

/**
 * Releases over HTTP (`/admin/releases`): each team's token uploads, stages, activates and rolls
 * back its own remote only; the admin token reads the history. Everything is written to the site
 * folder (shared by every site copy), under the release lock. `checker` loads and renders an
 * upload's server build (in the render sandbox). Also serves the preview links of staged versions
 * (`/__release-preview/<token>`, releasePreview.ts), built on `publicUrl` and signed with
 * RELEASE_PREVIEW_SECRET or the secret `storedSecret` gives (default: the API plugin's database).
 */
export async function registerReleaseRoutes(
  app: FastifyInstance,
  siteDir: string,
  settings: ReleaseSettings,
  checker: ServerBuildChecker,
  publicUrl = 'http://localhost',
  storedSecret?: () => Promise<string>,
): Promise<void> {
  const callers = new WeakMap<FastifyRequest, Caller | undefined>();
  // One unpacking budget per team: uploads it sends at once share it rather than each getting the whole limit.
  const budgets = new Map(REMOTE_NAMES.map((name) => [name, new UnpackBudget(tarBytesFor(DEFAULT_ARCHIVE_LIMITS))]));
  // The preview key: RELEASE_PREVIEW_SECRET, else the database's secret (the API plugin's), shared by every copy.
  const secrets = siteSecretOf(app);
  const previewKey = await loadReleasePreviewKey(
    settings,
    storedSecret ?? (secrets && (() => secrets('release_preview_secret'))),
  );
  const stageMs = settings.stageMs ?? DEFAULT_STAGE_MS;
  registerReleasePreviewRoute(app, siteDir, previewKey, publicUrl);
  const linkTo = (name: RemoteName, version: string, until: string) =>
    previewKey.current ? previewLink(previewKey.current, publicUrl, name, version, new Date(until)) : null;

  await app.register(
    async (scope) => {
      // The archive is not read here: the route unpacks the request itself, as it arrives, after
      // the token (onRequest) and the cheap checks said yes.
      scope.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));

      // Before any body is read: an upload with a wrong token is refused without taking 50 MB in.
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        authorizeRelease(settings, request, callers);
      });

      scope.addHook('onResponse', async (request, reply) => {
        const params = request.params as Partial<VersionParams>;
        const line = {
          release: request.routeOptions.url ?? request.url,
          method: request.method,
          remote: params.remote,
          version: params.version,
          by: callerName(callers.get(request)),
          status: reply.statusCode,
        };
        if (reply.statusCode >= 400) request.log.warn(line, 'release attempt refused');
        else request.log.info(line, 'release attempt');
      });

      scope.setErrorHandler(
        async (error: Error & { statusCode?: number; code?: string; authenticate?: boolean }, request, reply) => {
          let status: number;
          let message: string;
          if (error instanceof ReleaseRejected) [status, message] = [error.status, error.message];
          else if (error instanceof ReleaseBusyError) [status, message] = [503, error.message];
          else if (error instanceof NotStagedError) [status, message] = [409, error.message];
          else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') [status, message] = [413, tooLarge(settings)];
          else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
            [status, message] = [415, `send the archive as ${ARCHIVE_TYPES[0]} (a .tar.gz of the version folder)`];
          else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)
            [status, message] = [error.statusCode, error.message];
          else {
            request.log.error({ err: error }, 'release failed');
            [status, message] = [500, 'the release failed on the server; nothing was activated'];
          }
          if (error.authenticate) reply.header('www-authenticate', 'Bearer');
          if (status === 503) reply.header('retry-after', '30');
          return reply.code(status).send({ code: status, message: withoutEnvironment(message) });
        },
      );

      scope.get('/', async () => ({
        remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteSummary(siteDir, name)])),
      }));

      scope.get<{ Params: RemoteParams }>('/:remote', async (request) => ({
        remote: request.params.remote,
        ...remoteSummary(siteDir, request.params.remote as RemoteName),
      }));

      scope.get<{ Params: RemoteParams }>('/:remote/next-version', async (request) => {
        const { remote } = request.params;
        const version = nextVersion(siteDir, remote);
        return {
          remote,
          version,
          publicPath: `/remotes/${remote}/${version}/`,
          live: readHistory(siteDir)[remote]?.stack.at(-1) ?? null,
        };
      });

      // `?stage=1`: checked and put in place, not live; the answer carries a preview link.
      scope.put<{ Params: VersionParams; Querystring: { stage?: string }; Body: IncomingMessage }>(
        '/:remote/:version',
        async (request, reply) => {
          const name = request.params.remote as RemoteName;
          const { version } = request.params;
          const staging = request.query.stage === '1' || request.query.stage === 'true';
          if (staging && !previewKey.current)
            throw new ReleaseRejected(
              'this site issues no preview links (no RELEASE_PREVIEW_SECRET and no database to keep one in): release without --stage',
              409,
            );
          if (!VERSION_PATTERN.test(version))
            throw new ReleaseRejected(
              `${JSON.stringify(version)} is not a version name (YYYY.MM.DD-N, as /next-version gives)`,
            );
          const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
          if (!ARCHIVE_TYPES.includes(type) || !request.body?.readable)
            throw new ReleaseRejected(
              `send the archive as ${ARCHIVE_TYPES[0]} (a .tar.gz of the version folder), not ${type || 'without a type'}`,
              415,
            );
          const length = Number(request.headers['content-length'] ?? NaN);
          if (length === 0)
            throw new ReleaseRejected(`send the version folder as a .tar.gz body (${ARCHIVE_TYPES[0]})`);
          if (length > settings.maxBytes) throw new ReleaseRejected(tooLarge(settings), 413);
          if (fs.existsSync(versionDir(siteDir, name, version)))
            throw new ReleaseRejected(
              `${name} ${version} already exists: ask /next-version for a new one and build again`,
              409,
            );

          sweepStaging(siteDir);
          const unpackDir = path.join(
            releasePaths(siteDir).remotesDir,
            STAGING_DIR,
            `${name}-${version}-${crypto.randomBytes(6).toString('hex')}`,
          );
          fs.mkdirSync(path.dirname(unpackDir), { recursive: true });
          const by = callerName(callers.get(request));
          try {
            const unpacked = await unpackArchive(request.body, unpackDir, {
              ...DEFAULT_ARCHIVE_LIMITS,
              maxArchiveBytes: settings.maxBytes,
              budget: budgets.get(name),
            });
            await checkVersionFolder(unpackDir, name, version, checker);
            const result = await withReleaseLock(siteDir, () => {
              const target = versionDir(siteDir, name, version);
              if (fs.existsSync(target))
                throw new ReleaseRejected(
                  `${name} ${version} was released by someone else meanwhile: ask /next-version again`,
                  409,
                );
              fs.mkdirSync(path.dirname(target), { recursive: true });
              // Same file system as the target: the version appears whole or not at all.
              fs.renameSync(unpackDir, target);
              const prunedNow = () => prune(siteDir, name, { keep: settings.keep, graceMs: settings.graceMs });
              if (staging)
                return {
                  staged: stage(siteDir, name, version, by, new Date(Date.now() + stageMs)),
                  pruned: prunedNow(),
                };
              return { switched: activate(siteDir, name, version, by), pruned: prunedNow() };
            });
            if (result.switched)
              return reply.code(201).send({
                ...switched(name, version, { ...result.switched, pruned: result.pruned }),
                files: unpacked.files,
              });
            return reply.code(201).send({
              remote: name,
              version,
              staged: true,
              until: result.staged.until,
              live: readHistory(siteDir)[name]?.stack.at(-1) ?? null,
              preview: linkTo(name, version, result.staged.until),
              files: unpacked.files,
              pruned: result.pruned,
            });
          } finally {
            fs.rmSync(unpackDir, { recursive: true, force: true });
          }
        },
      );

      // A new preview link for a staged version (links last an hour, staged versions longer).
      scope.get<{ Params: VersionParams }>('/:remote/:version/preview', async (request) => {
        const name = request.params.remote as RemoteName;
        const staged = assertStaged(readHistory(siteDir), name, request.params.version);
        return {
          remote: name,
          version: staged.version,
          until: staged.until,
          preview: linkTo(name, staged.version, staged.until),
        };
      });

      // Makes a staged version live. It is checked again first: the live shell may have changed since.
      scope.post<{ Params: VersionParams }>('/:remote/:version/activate', async (request, reply) => {
        const name = request.params.remote as RemoteName;
        const { version } = request.params;
        if (!VERSION_PATTERN.test(version))
          throw new ReleaseRejected(`${JSON.stringify(version)} is not a version name (YYYY.MM.DD-N)`);
        assertStaged(readHistory(siteDir), name, version);
        await checkVersionFolder(versionDir(siteDir, name, version), name, version, checker);
        const result = await withReleaseLock(siteDir, () => ({
          ...activate(siteDir, name, version, callerName(callers.get(request)), new Date(), { staged: true }),
          pruned: prune(siteDir, name, { keep: settings.keep, graceMs: settings.graceMs }),
        }));
        return reply.send(switched(name, version, result));
      });

      scope.post<{ Params: RemoteParams }>('/:remote/rollback', async (request, reply: FastifyReply) => {
        const name = request.params.remote as RemoteName;
        const result = await withReleaseLock(siteDir, () => {
          try {
            return rollback(siteDir, name, callerName(callers.get(request)));
          } catch (error) {
            throw new ReleaseRejected(error instanceof Error ? error.message : String(error), 409);
          }
        });
        return reply.send({
          remote: name,
          from: result.from,
          to: result.to,
          registry: { before: manifestUrl(name, result.from), after: result.registry[name] },
        });
      });
    },
    { prefix: '/admin/releases' },
  );
}
