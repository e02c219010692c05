/**
 * Console sessions, in the database so that every site copy accepts them. The browser holds a
 * random token in an HttpOnly cookie; the database holds only its SHA-256, so a copy of the table
 * opens no session. A session ends after 30 minutes without use or 12 hours after sign-in,
 * whichever comes first; each use moves the idle end. The CSRF token travels in a header the
 * console sets from the sign-in answer; a cross-site page can neither read it nor send it.
 *
 * The cookie is host-only (no Domain) on the console's own origin (CONSOLE_URL), at Path=/: the
 * public origin, where the federated remotes' scripts run, never receives it. Over https it is
 * `__Host-azi_console`, which browsers keep only when it is Secure, at Path=/ and without a
 * Domain, so no other host (a sibling subdomain over http, say) can plant one in its place.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Role } from '@azi/shared/api/schemas/console';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_COOKIE = 'azi_console';

/** The cookie's name: `__Host-` prefixed when it is Secure (a console served over https). */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionInfo {
  accountId: number;
  email: string;
  role: Role;
  csrfToken: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface OpenedSession extends SessionInfo {
  /** The cookie's value: never stored. */
  token: string;
}

const idleEnd = (now: Date, absolute: Date) => new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absolute.getTime()));

export async function openSession(
  db: Queryable,
  account: { id: number; email: string; role: Role },
  meta: { now: Date; clientIp: string; userAgent: string },
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const absoluteExpiresAt = new Date(meta.now.getTime() + SESSION_ABSOLUTE_MS);
  const idleExpiresAt = idleEnd(meta.now, absoluteExpiresAt);
  await db.query(
    `insert into console_session (token_hash, account_id, csrf_token, created_at, last_seen_at, idle_expires_at, absolute_expires_at, client_ip, user_agent)
     values ($1, $2, $3, $4, $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      account.id,
      csrfToken,
      meta.now,
      idleExpiresAt,
      absoluteExpiresAt,
      meta.clientIp,
      meta.userAgent.slice(0, 300),
    ],
  );
  await db.query(`update console_account set last_sign_in_at = $2 where id = $1`, [account.id, meta.now]);
  return {
    token,
    accountId: account.id,
    email: account.email,
    role: account.role,
    csrfToken,
    idleExpiresAt,
    absoluteExpiresAt,
  };
}

/**
 * The live session of this token, its idle end moved on; undefined when there is none, it has
 * expired, or its account is disabled. One statement: check and refresh cannot be split by a
 * sign-out on another copy.
 */
export async function useSession(db: Queryable, token: string, now: Date): Promise<SessionInfo | undefined> {
  const [row] = await db.query<{
    accountId: number;
    email: string;
    role: Role;
    csrfToken: string;
    idleExpiresAt: Date;
    absoluteExpiresAt: Date;
  }>(
    `update console_session s
        set last_seen_at = $2, idle_expires_at = least($3::timestamptz, s.absolute_expires_at)
       from console_account a
      where s.token_hash = $1 and a.id = s.account_id and a.disabled_at is null
        and s.idle_expires_at > $2 and s.absolute_expires_at > $2
      returning a.id as "accountId", a.email, a.role, s.csrf_token as "csrfToken",
        s.idle_expires_at as "idleExpiresAt", s.absolute_expires_at as "absoluteExpiresAt"`,
    [hashToken(token), now, new Date(now.getTime() + SESSION_IDLE_MS)],
  );
  if (!row) return undefined;
  return { ...row, idleExpiresAt: new Date(row.idleExpiresAt), absoluteExpiresAt: new Date(row.absoluteExpiresAt) };
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query(`delete from console_session where token_hash = $1`, [hashToken(token)]);
}

/** Sign-out everywhere: every session of the account, on every copy, at once. */
export async function endAccountSessions(db: Queryable, accountId: number): Promise<number> {
  return (await db.query(`delete from console_session where account_id = $1 returning 1`, [accountId])).length;
}

/**
 * The cookie's value from a Cookie header (no cookie parser is registered in the API). Over
 * https only the `__Host-` cookie counts: a plain `azi_console` there could have been planted.
 */
export function sessionTokenFrom(cookieHeader: string | undefined, secure: boolean): string | undefined {
  const wanted = sessionCookieName(secure);
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Host-only (never a Domain attribute), the whole console origin (Path=/), HttpOnly, SameSite=Strict. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}; Max-Age=0`;
}
