/**
 * The first admin comes from the environment: ADMIN_EMAIL + ADMIN_PASSWORD create that account
 * only while no active admin exists (a fresh database, or every admin disabled or demoted: then an
 * existing account of that e-mail becomes an enabled admin with that password again). Once an
 * admin exists the pair changes nothing, so a password changed in the console stays changed
 * across restarts, and several copies starting together end no sessions.
 */
import type { Database } from '../db/database';
import {
  findAccountByEmail,
  insertAccount,
  lockActiveAdmins,
  setDisabled,
  setPassword,
  setRole,
} from './accountRepository';
import { writeAudit } from './auditLog';
import { hashPassword } from './passwords';

/** created: a new admin; restored: an existing account made the (only) active admin; adminExists: nothing done. */
export type BootstrapResult = 'created' | 'restored' | 'adminExists';

const hasActiveAdmin = async (db: Database) =>
  (await db.query(`select 1 from console_account where role = 'admin' and disabled_at is null limit 1`)).length > 0;

export async function ensureAdminAccount(
  db: Database,
  email: string,
  password: string,
  actorName = 'environment',
): Promise<BootstrapResult> {
  if (await hasActiveAdmin(db)) return 'adminExists';
  const passwordHash = await hashPassword(password);
  try {
    return await createFirstAdmin(db, email, passwordHash, actorName);
  } catch (error) {
    // Two copies starting together both inserted: the other one won, and that admin now exists.
    if ((error as { code?: string }).code === '23505') return createFirstAdmin(db, email, passwordHash, actorName);
    throw error;
  }
}

async function createFirstAdmin(
  db: Database,
  email: string,
  passwordHash: string,
  actorName: string,
): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    // Another copy may have made one meanwhile: look again under the transaction.
    if ((await lockActiveAdmins(tx)).length > 0) return 'adminExists';
    const actor = { name: actorName, accountId: null, clientIp: '' };
    const account = await findAccountByEmail(tx, email);
    if (!account) {
      const id = await insertAccount(tx, email, 'admin', passwordHash);
      await writeAudit(tx, actor, {
        action: 'account.create',
        contentType: 'account',
        targetId: id,
        summary: `${email.trim()} as admin (ADMIN_EMAIL, no active admin)`,
      });
      return 'created';
    }
    await setPassword(tx, account.id, passwordHash);
    if (account.role !== 'admin') await setRole(tx, account.id, 'admin');
    if (account.disabled) await setDisabled(tx, account.id, false);
    await writeAudit(tx, actor, {
      action: 'account.resetPassword',
      contentType: 'account',
      targetId: account.id,
      summary: `${account.email}: made the admin again from ADMIN_EMAIL and ADMIN_PASSWORD (no active admin), sessions ended`,
    });
    return 'restored';
  });
}
