/**
 * What `npm run console:user` does to the database: create the account, or update an existing
 * one (role, new password, enabled again; its sessions end). Audited as 'cli'.
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
import type { Role } from '@azi/shared/api/schemas/console';

export interface ConsoleUserResult {
  action: 'created' | 'updated';
  id: number;
  changes: string[];
}

export async function upsertConsoleUser(
  db: Database,
  email: string,
  role: Role,
  password: string,
): Promise<ConsoleUserResult> {
  const passwordHash = await hashPassword(password);
  const actor = { name: 'cli', accountId: null, clientIp: '' };
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const existing = await findAccountByEmail(tx, email);
    if (!existing) {
      const id = await insertAccount(tx, email, role, passwordHash);
      await writeAudit(tx, actor, {
        action: 'account.create',
        contentType: 'account',
        targetId: id,
        summary: `${email.trim()} as ${role}`,
      });
      return { action: 'created', id, changes: [`role ${role}`] };
    }
    if (existing.role === 'admin' && role !== 'admin' && admins.length <= 1 && admins.includes(existing.id)) {
      throw new Error(`${existing.email} is the last active admin: give another account the admin role first`);
    }
    const changes: string[] = [];
    if (existing.role !== role) {
      await setRole(tx, existing.id, role);
      changes.push(`role ${existing.role} -> ${role}`);
    }
    await setPassword(tx, existing.id, passwordHash);
    changes.push('password reset (its sessions ended)');
    if (existing.disabled) {
      await setDisabled(tx, existing.id, false);
      changes.push('enabled again');
    }
    await writeAudit(tx, actor, {
      action: 'account.update',
      contentType: 'account',
      targetId: existing.id,
      summary: `${existing.email}: ${changes.join(', ')}`,
    });
    return { action: 'updated', id: existing.id, changes };
  });
}
