/**
 * Who may call an admin route. Two ways in:
 * - the ADMIN_TOKEN bearer (automation): acts as admin, needs no CSRF token;
 * - a console session cookie: its account's role must be listed for the route's area in
 *   AREA_ROLES, and every write must carry the session's CSRF token in `x-csrf-token` (and, when
 *   the browser sends one, an Origin equal to the console's, CONSOLE_URL).
 * Checked in onRequest, before any body is read. Requests for any host but the console's never
 * get here: the admin routes do not exist for them (plugin.ts, console/consoleOrigin.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../console/auditLog';
import type { ConsoleOrigin } from '../../console/consoleOrigin';
import { roleMayUse, type Area, type Role } from '@azi/shared/api/schemas/console';
import { sessionTokenFrom, useSession, type SessionInfo } from '../../console/sessionStore';
import { ApiHttpError } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import { clientAddress } from '../clientAddress';
import type { Services } from '../../services';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The part of the console an admin route belongs to (AREA_ROLES says who may use it). */
    area?: Area;
    /** The sign-in route: open to anyone (it is how one gets a session). */
    signIn?: boolean;
  }
  interface FastifyRequest {
    /** Set by the admin guard on every admin route but sign-in. */
    consoleUser?: ConsoleUser;
  }
}

export interface ConsoleUser {
  role: Role;
  /** Undefined for the bearer token. */
  session?: SessionInfo & { token: string };
}

/** Who made an admin request with the bearer, for the log: one shared token, so the token is the actor. */
export const ADMIN_ACTOR = 'admin-token';

export function actorOf(request: FastifyRequest): Actor {
  const session = request.consoleUser?.session;
  return {
    name: session ? session.email : 'token',
    accountId: session?.accountId ?? null,
    clientIp: clientAddress(request),
  };
}

/** The log line of a write that took effect: who, what (method and route) and which row. */
export function logAdminWrite(request: FastifyRequest, id: number | string): void {
  const session = request.consoleUser?.session;
  request.log.info(
    { actor: session ? session.email : ADMIN_ACTOR, method: request.method, route: request.routeOptions.url, id },
    'admin write',
  );
}

const digest = (s: string) => createHash('sha256').update(s).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the session cookie is Secure (and `__Host-` prefixed): the console's scheme decides,
 * whatever a copy behind a TLS-terminating proxy sees; without a configured console, the request's.
 */
export function secureCookie(request: FastifyRequest, consoleOrigin: ConsoleOrigin | undefined): boolean {
  return consoleOrigin ? consoleOrigin.secure : request.protocol === 'https';
}

/**
 * The browser's Origin, when it sent one, must be the console's (CONSOLE_URL), never the public
 * site's; without a configured console, the origin the (proxy-aware) request sees itself at.
 */
export function checkOrigin(request: FastifyRequest, consoleOrigin: ConsoleOrigin | undefined): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin !== (consoleOrigin?.origin ?? `${request.protocol}://${request.host}`)) {
    request.log.warn({ origin, route: request.routeOptions.url }, 'admin request from another origin refused');
    throw new ApiHttpError(403, API_MESSAGES[requestLang(request)].originRefused);
  }
}

export function requireConsoleAccess(scope: FastifyInstance, { db, config, clock }: Services): void {
  // A route nobody assigned to an area would be open to every role: refuse to start instead.
  scope.addHook('onRoute', (route) => {
    if (!route.config?.area && !route.config?.signIn)
      throw new Error(
        `admin route ${route.method} ${route.url} has no area (AREA_ROLES, shared/src/api/schemas/console.ts)`,
      );
  });
  const expectedToken = config.adminToken;

  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const routeConfig = request.routeOptions.config;
    const t = API_MESSAGES[requestLang(request)];
    if (routeConfig.signIn) {
      checkOrigin(request, config.console);
      return;
    }
    const refusal = (why: string, tokenGiven = false) => {
      request.log.warn(
        { method: request.method, route: request.routeOptions.url, why, tokenGiven },
        'admin request refused',
      );
      return new ApiHttpError(401, t.unauthorized, undefined, { 'www-authenticate': 'Bearer' });
    };

    const header = request.headers.authorization;
    if (header !== undefined) {
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!given || !expectedToken || !sameSecret(given, expectedToken))
        throw refusal(given ? 'wrong token' : 'malformed authorization', given !== '');
      request.consoleUser = { role: 'admin' };
    } else {
      const token = sessionTokenFrom(request.headers.cookie, secureCookie(request, config.console));
      if (!token) throw refusal('no session');
      const session = await useSession(db, token, clock());
      if (!session) throw refusal('session ended');
      request.consoleUser = { role: session.role, session: { ...session, token } };
      if (!SAFE_METHODS.has(request.method)) {
        const csrf = request.headers['x-csrf-token'];
        if (typeof csrf !== 'string' || !sameSecret(csrf, session.csrfToken)) {
          request.log.warn(
            { method: request.method, route: request.routeOptions.url, given: typeof csrf === 'string' },
            'admin write without a valid CSRF token refused',
          );
          throw new ApiHttpError(403, t.csrfRefused, { 'x-csrf-token': 'csrf' });
        }
        checkOrigin(request, config.console);
      }
    }
    const area = routeConfig.area as Area;
    if (!roleMayUse(request.consoleUser.role, area)) {
      request.log.warn(
        { method: request.method, route: request.routeOptions.url, role: request.consoleUser.role, area },
        'admin request outside the role refused',
      );
      throw new ApiHttpError(403, t.forbidden);
    }
  });
}
