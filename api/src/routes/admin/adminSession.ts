/**
 * Signing in and out of the console.
 * POST /admin/session     sign in: sets the session cookie, answers the CSRF token
 * GET  /admin/session     who am I (refreshes the idle expiry), the CSRF token again
 * GET  /admin/session/current  the same, or null when nobody is signed in (never a 401)
 * DELETE /admin/session   sign out
 * DELETE /admin/sessions  sign out everywhere (every session of the account)
 * POST /admin/session/password  change one's own password: every other session ends, this one
 *                               is replaced by a new one (new cookie and CSRF token)
 */
import type { Static } from '@azi/shared/api/json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailKey, findAccountByEmail, setPassword } from '../../console/accountRepository';
import { writeAudit } from '../../console/auditLog';
import { burnVerifyTime, hashPassword, passwordProblem, verifyPassword } from '../../console/passwords';
import { areasOf } from '@azi/shared/api/schemas/console';
import {
  attemptSucceeded,
  beginAttempt,
  beginSignInAttempt,
  lockedNow,
  passwordChangeSubjects,
  signInSucceeded,
  type Block,
} from '../../console/signInThrottle';
import {
  clearedSessionCookie,
  endAccountSessions,
  endSession,
  openSession,
  sessionCookie,
  sessionTokenFrom,
  useSession,
  type SessionInfo,
} from '../../console/sessionStore';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import type { Services } from '../../services';
import { clientAddress } from '../clientAddress';
import { actorOf, secureCookie } from './adminAuth';
import {
  currentSessionResponses,
  endedResponses,
  ownPasswordBodySchema,
  sessionResponses,
  signInBodySchema,
} from './consoleSchemas';

type SignInBody = Static<typeof signInBodySchema>;
type OwnPasswordBody = Static<typeof ownPasswordBodySchema>;

function sessionData(role: SessionInfo['role'], session: SessionInfo | undefined) {
  return {
    account: session ? { id: session.accountId, email: session.email, role: session.role } : null,
    role,
    areas: areasOf(role),
    csrfToken: session?.csrfToken ?? null,
    idleExpiresAt: session ? session.idleExpiresAt.toISOString() : null,
    absoluteExpiresAt: session ? session.absoluteExpiresAt.toISOString() : null,
  };
}

/** A 429 naming the wait: a few seconds while slowed, minutes while locked. */
function refused(
  t: (typeof API_MESSAGES)[keyof typeof API_MESSAGES],
  block: Block,
  errorKey: string = block.scope,
): ApiHttpError {
  const ownPassword = block.scope === 'password';
  const message = block.locked
    ? (ownPassword ? t.passwordLocked : t.signInLocked).replace(
        '{minutes}',
        String(Math.ceil(block.retryAfterSeconds / 60)),
      )
    : (ownPassword ? t.passwordSlowed : t.signInSlowed).replace('{seconds}', String(block.retryAfterSeconds));
  return new ApiHttpError(
    429,
    message,
    { [errorKey]: block.locked ? 'locked' : 'slowed' },
    { 'retry-after': String(block.retryAfterSeconds) },
  );
}

export async function adminSessionRoutes(api: FastifyInstance, { db, clock, sleep, config }: Services): Promise<void> {
  const isHttps = (request: FastifyRequest) => secureCookie(request, config.console);
  api.post<{ Body: SignInBody }>(
    '/admin/session',
    { config: { signIn: true }, schema: { body: signInBodySchema, response: sessionResponses } },
    async (request, reply) => {
      const t = API_MESSAGES[requestLang(request)];
      const now = clock();
      const subjects = { account: emailKey(request.body.email), address: clientAddress(request) };
      const { block, delayMs } = await beginSignInAttempt(db, subjects, now);
      if (block) {
        request.log.warn(
          { scope: block.scope, retryAfter: block.retryAfterSeconds, locked: block.locked },
          'console sign-in refused while blocked',
        );
        // The pair is the account as tried from this address: the client sees "account".
        throw refused(t, block, block.scope === 'pair' ? 'account' : block.scope);
      }
      // Many failures on this account from elsewhere: slowed a little, never refused, so that a
      // stranger cannot keep the owner out.
      if (delayMs > 0) {
        request.log.warn({ delayMs }, 'console sign-in delayed: the account has many recent failures');
        await sleep(delayMs);
      }
      const account = await findAccountByEmail(db, request.body.email);
      const passwordOk = account
        ? await verifyPassword(account.passwordHash, request.body.password)
        : (await burnVerifyTime(request.body.password), false);
      // A disabled account answers like a wrong password: nothing tells it exists.
      if (!account || !passwordOk || account.disabled) {
        request.log.warn({ known: Boolean(account), disabled: account?.disabled ?? false }, 'console sign-in failed');
        throw new ApiHttpError(401, t.signInFailed);
      }
      await signInSucceeded(db, subjects);
      const session = await openSession(db, account, {
        now,
        clientIp: clientAddress(request),
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      await writeAudit(
        db,
        { name: account.email, accountId: account.id, clientIp: clientAddress(request) },
        { action: 'session.signIn', contentType: 'account', targetId: account.id },
      );
      reply.header('set-cookie', sessionCookie(session.token, isHttps(request)));
      return ok(sessionData(account.role, session));
    },
  );

  const who = (request: FastifyRequest) => request.consoleUser ?? { role: 'admin' as const };

  api.get(
    '/admin/session',
    { config: { area: 'session' }, schema: { response: sessionResponses } },
    async (request) => {
      const user = who(request);
      return ok(sessionData(user.role, user.session));
    },
  );

  // The console's first question when it opens: a 401 there, before anyone signed in, was an error
  // in the browser's console on every visit to the sign-in page. Open to anyone, like sign-in; it
  // tells only the holder of a session cookie about that session.
  api.get(
    '/admin/session/current',
    { config: { signIn: true }, schema: { response: currentSessionResponses } },
    async (request) => {
      const token = sessionTokenFrom(request.headers.cookie, isHttps(request));
      const session = token ? await useSession(db, token, clock()) : undefined;
      return ok(session ? sessionData(session.role, session) : null);
    },
  );

  api.delete(
    '/admin/session',
    { config: { area: 'session' }, schema: { response: endedResponses } },
    async (request, reply: FastifyReply) => {
      const session = who(request).session;
      if (session) {
        await endSession(db, session.token);
        await writeAudit(db, actorOf(request), {
          action: 'session.signOut',
          contentType: 'account',
          targetId: session.accountId,
        });
      }
      reply.header('set-cookie', clearedSessionCookie(isHttps(request)));
      return ok({ ended: session ? 1 : 0 });
    },
  );

  api.delete(
    '/admin/sessions',
    { config: { area: 'session' }, schema: { response: endedResponses } },
    async (request, reply: FastifyReply) => {
      const session = who(request).session;
      const ended = session ? await endAccountSessions(db, session.accountId) : 0;
      if (session)
        await writeAudit(db, actorOf(request), {
          action: 'session.signOutEverywhere',
          contentType: 'account',
          targetId: session.accountId,
          summary: `${ended} sessions ended`,
        });
      reply.header('set-cookie', clearedSessionCookie(isHttps(request)));
      return ok({ ended });
    },
  );

  api.post<{ Body: OwnPasswordBody }>(
    '/admin/session/password',
    { config: { area: 'session' }, schema: { body: ownPasswordBodySchema, response: sessionResponses } },
    async (request, reply) => {
      const t = API_MESSAGES[requestLang(request)];
      const session = who(request).session;
      // The bearer has no account, hence no password of its own.
      if (!session) throw new ApiHttpError(403, t.forbidden);
      // Wrong current passwords are throttled per account like sign-in; at the lock the session
      // guessing ends (whoever holds it does not know the password).
      const subjects = passwordChangeSubjects(session.accountId);
      const endGuessingSession = async (block: Block) => {
        await endSession(db, session.token);
        await writeAudit(db, actorOf(request), {
          action: 'session.signOut',
          contentType: 'account',
          targetId: session.accountId,
          summary: 'too many wrong current passwords',
        });
        reply.header('set-cookie', clearedSessionCookie(isHttps(request)));
        request.log.warn({ retryAfter: block.retryAfterSeconds }, 'own password change locked: session ended');
        return refused(t, block, 'password');
      };
      const { block } = await beginAttempt(db, subjects, clock());
      if (block) {
        if (block.locked) throw await endGuessingSession(block);
        throw refused(t, block, 'password');
      }
      const account = await findAccountByEmail(db, session.email);
      if (!account || !(await verifyPassword(account.passwordHash, request.body.currentPassword))) {
        const lock = await lockedNow(db, 'password', String(session.accountId), clock());
        if (lock) throw await endGuessingSession(lock);
        throw new ApiHttpError(400, t.signInFailed, { currentPassword: 'wrong' });
      }
      await attemptSucceeded(db, subjects);
      const problem = passwordProblem(request.body.newPassword, account.email);
      if (problem) throw new ApiHttpError(400, t.passwordRules, { newPassword: problem });
      const passwordHash = await hashPassword(request.body.newPassword);
      const now = clock();
      const fresh = await db.transaction(async (tx) => {
        await setPassword(tx, account.id, passwordHash);
        await writeAudit(tx, actorOf(request), {
          action: 'account.changeOwnPassword',
          contentType: 'account',
          targetId: account.id,
          summary: `${account.email}: other sessions ended`,
        });
        return openSession(tx, account, {
          now,
          clientIp: clientAddress(request),
          userAgent: String(request.headers['user-agent'] ?? ''),
        });
      });
      reply.header('set-cookie', sessionCookie(fresh.token, isHttps(request)));
      return ok(sessionData(account.role, fresh));
    },
  );
}
