/**
 * The first admin comes from the environment: ADMIN_EMAIL + ADMIN_PASSWORD create that account,
 * or reset its password (and make it an enabled admin) when it exists. A password that already
 * matches changes nothing, so several copies starting together, or a restart, end no sessions.
 */
import type { Database } from '../db/database';
import { findAccountByEmail, insertAccount, setDisabled, setPassword, setRole } from './accountRepository';
import { writeAudit } from './auditLog';
import { hashPassword, verifyPassword } from './passwords';

export type BootstrapResult = 'created' | 'reset' | 'unchanged';

export async function ensureAdminAccount(db: Database, email: string, password: string, actorName = 'environment'): Promise<BootstrapResult> {
  const existing = await findAccountByEmail(db, email);
  if (existing && existing.role === 'admin' && !existing.disabled && (await verifyPassword(existing.passwordHash, password))) return 'unchanged';
  const passwordHash = await hashPassword(password);
  try {
    return await createOrReset(db, email, passwordHash, actorName);
  } catch (error) {
    // Two copies starting together both inserted: the other one won; this is now a reset.
    if ((error as { code?: string }).code === '23505') return createOrReset(db, email, passwordHash, actorName);
    throw error;
  }
}

async function createOrReset(db: Database, email: string, passwordHash: string, actorName: string): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    const actor = { name: actorName, accountId: null, clientIp: '' };
    // Another copy may have created it meanwhile: look again under the transaction.
    const account = await findAccountByEmail(tx, email);
    if (!account) {
      const id = await insertAccount(tx, email, 'admin', passwordHash);
      await writeAudit(tx, actor, { action: 'account.create', contentType: 'account', targetId: id, summary: `${email.trim()} as admin (ADMIN_EMAIL)` });
      return 'created';
    }
    await setPassword(tx, account.id, passwordHash);
    if (account.role !== 'admin') await setRole(tx, account.id, 'admin');
    if (account.disabled) await setDisabled(tx, account.id, false);
    await writeAudit(tx, actor, { action: 'account.resetPassword', contentType: 'account', targetId: account.id, summary: `${account.email}: admin password reset from ADMIN_PASSWORD, sessions ended` });
    return 'reset';
  });
}
