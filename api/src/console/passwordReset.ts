/**
 * Password reset by e-mail for console accounts (issue 24): a random token, stored only as its
 * SHA-256, valid 30 minutes and used once; the mail goes through the outbox like every other.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@azi/shared/i18n/languages';
import type { MailContext } from '../alerts/alertContext';
import { passwordResetMail } from '../alerts/alertMails';
import type { Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { type Account, findAccountByEmail } from './accountRepository';

export const RESET_TTL_MINUTES = 30;
/** Reset mails one account gets in an hour at most (the answer stays the same past it). */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Queues a reset mail when the address is an active account's and its hourly allowance is not
 * spent. Called by the request queue (passwordResetQueue.ts) after the answer, never by the
 * request itself: the answer is the same whatever happens here.
 */
export async function requestPasswordReset(
  tx: Queryable,
  mail: MailContext,
  email: string,
  lang: Lang,
  now: Date,
): Promise<{ outcome: 'queued' | 'unknown' | 'throttled'; account?: Account }> {
  const account = await findAccountByEmail(tx, email);
  if (!account || account.disabled) return { outcome: 'unknown' };
  await tx.query('select pg_advisory_xact_lock(7426011, $1)', [account.id]);
  const [recent] = await tx.query<{ n: number }>(
    `select count(*)::int as n from password_reset where account_id = $1 and created_at > $2::timestamptz - interval '1 hour'`,
    [account.id, now],
  );
  if ((recent?.n ?? 0) >= RESETS_PER_ACCOUNT_PER_HOUR) return { outcome: 'throttled' };
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into password_reset (token_hash, account_id, expires_at, created_at) values ($1, $2, $3::timestamptz + make_interval(mins => $4::int), $3)`,
    [hashOf(token), account.id, now, RESET_TTL_MINUTES],
  );
  // The token rides in the fragment: browsers never send it to a server or in a Referer.
  await enqueueMail(
    tx,
    passwordResetMail(lang, account.email, `${mail.consoleUrl}/admin/reset-password#token=${token}`),
    mail.senderDomain,
  );
  return { outcome: 'queued', account };
}

/** Takes the token (once): the account it opens, or undefined when unknown, used or expired. */
export async function takeResetToken(tx: Queryable, token: string, now: Date): Promise<number | undefined> {
  const [row] = await tx.query<{ accountId: number }>(
    `update password_reset set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning account_id as "accountId"`,
    [hashOf(token), now],
  );
  return row?.accountId;
}
