/**
 * Who calls the release API and what they may do: a team's release token releases its own remote
 * only, the admin token reads every remote's history. Checked before any body is read, so an
 * upload with a wrong token is refused without taking 50 MB in.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { ReleaseRejected } from './archive';
import { type ReleaseSettings, tokenDigest } from './settings';

/** Who is calling: a team's release token (one remote) or the admin token (reads everything). */
export type Caller = { kind: 'team'; remote: RemoteName } | { kind: 'admin' };

export interface RemoteParams {
  remote: string;
}
export interface VersionParams extends RemoteParams {
  version: string;
}

/** Compares the presented token with every configured one, all of them every time, in constant time. */
function identify(settings: ReleaseSettings, authorization: string | undefined): Caller | undefined {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  if (!given) return undefined;
  const digest = tokenDigest(given);
  let caller: Caller | undefined;
  for (const [remote, expected] of settings.tokens)
    if (crypto.timingSafeEqual(digest, expected) && !caller) caller = { kind: 'team', remote };
  if (settings.adminToken && crypto.timingSafeEqual(digest, settings.adminToken) && !caller) caller = { kind: 'admin' };
  return caller;
}

export const callerName = (caller: Caller | undefined) =>
  !caller ? 'none' : caller.kind === 'admin' ? 'admin-token' : `token:${caller.remote}`;

/**
 * Refuses (ReleaseRejected) a request its caller may not make: no token or a wrong one, another
 * team's remote, a remote that does not exist, a change asked with the admin token. The caller is
 * noted in `callers` first, refused or not, for the request's log line.
 */
export function authorizeRelease(
  settings: ReleaseSettings,
  request: FastifyRequest,
  callers: WeakMap<FastifyRequest, Caller | undefined>,
): void {
  const caller = identify(settings, request.headers.authorization);
  callers.set(request, caller);
  if (!caller) {
    throw Object.assign(
      new ReleaseRejected(
        request.headers.authorization
          ? 'the token is not valid'
          : 'a release token is required (Authorization: Bearer <token>)',
        401,
      ),
      {
        authenticate: true,
      },
    );
  }
  const remote = (request.params as Partial<RemoteParams>).remote;
  if (remote === undefined) {
    if (caller.kind !== 'admin')
      throw new ReleaseRejected(
        "only the admin token reads every remote's history; ask for /admin/releases/<remote>",
        403,
      );
    return;
  }
  if (caller.kind === 'team' && caller.remote !== remote)
    throw new ReleaseRejected(`this token releases ${caller.remote} only, not ${remote}`, 403);
  if (!(REMOTE_NAMES as readonly string[]).includes(remote))
    throw new ReleaseRejected(`there is no remote named ${JSON.stringify(remote)}`, 404);
  if (caller.kind === 'admin' && request.method !== 'GET')
    throw new ReleaseRejected(`the admin token reads releases; releasing ${remote} takes its team's token`, 403);
}
