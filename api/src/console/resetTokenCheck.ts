/**
 * Whether a password-reset token would still open its account (unused, not expired, the account
 * active), without taking it: the reset page checks its link before it asks for a password twice
 * (issue 38). Tokens are stored only as their SHA-256, as passwordReset.ts stores them.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

export async function resetTokenUsable(db: Queryable, token: string, now: Date): Promise<boolean> {
  const hash = createHash('sha256').update(token).digest('hex');
  const rows = await db.query<{ ok: number }>(
    `select 1 as ok from password_reset r join console_account a on a.id = r.account_id
      where r.token_hash = $1 and r.used_at is null and r.expires_at > $2 and a.disabled_at is null`,
    [hash, now],
  );
  return rows.length > 0;
}
