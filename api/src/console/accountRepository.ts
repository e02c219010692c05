/** Console accounts in the database. E-mail addresses are matched case-insensitively (email_key). */
import type { Queryable } from '../db/database';
import type { Role } from '@azi/shared/api/schemas/console';

export interface Account {
  id: number;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface AccountWithHash extends Account {
  passwordHash: string;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const SELECT = `select id, email, role, disabled_at is not null as disabled, ${iso('created_at')} as "createdAt",
  ${iso('last_sign_in_at')} as "lastSignInAt", password_hash as "passwordHash" from console_account`;

const withoutHash = ({ passwordHash: _hash, ...account }: AccountWithHash): Account => account;

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountWithHash | undefined> {
  const [row] = await db.query<AccountWithHash>(`${SELECT} where email_key = $1`, [emailKey(email)]);
  return row;
}

export async function findAccount(db: Queryable, id: number): Promise<Account | undefined> {
  const [row] = await db.query<AccountWithHash>(`${SELECT} where id = $1`, [id]);
  return row && withoutHash(row);
}

export async function listAccounts(db: Queryable): Promise<Account[]> {
  return (await db.query<AccountWithHash>(`${SELECT} order by email_key`)).map(withoutHash);
}

export async function insertAccount(db: Queryable, email: string, role: Role, passwordHash: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into console_account (email, email_key, role, password_hash) values ($1, $2, $3, $4) returning id`,
    [email.trim(), emailKey(email), role, passwordHash],
  );
  if (!row) throw new Error('insert returned no id');
  return row.id;
}

/** A new password ends every session of the account (whoever held the old one is out). */
export async function setPassword(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query(
    `update console_account set password_hash = $2, password_changed_at = now(), updated_at = now() where id = $1`,
    [id, passwordHash],
  );
  await db.query(`delete from console_session where account_id = $1`, [id]);
}

export async function setRole(db: Queryable, id: number, role: Role): Promise<void> {
  await db.query(`update console_account set role = $2, updated_at = now() where id = $1`, [id, role]);
}

/** Disabling ends every session of the account at once. */
export async function setDisabled(db: Queryable, id: number, disabled: boolean): Promise<void> {
  await db.query(
    `update console_account set disabled_at = case when $2 then coalesce(disabled_at, now()) else null end, updated_at = now() where id = $1`,
    [id, disabled],
  );
  if (disabled) await db.query(`delete from console_session where account_id = $1`, [id]);
}

/**
 * The active admins, locked for the rest of the transaction, so two admins demoting each other
 * at the same moment cannot both succeed and leave none.
 */
export async function lockActiveAdmins(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id from console_account where role = 'admin' and disabled_at is null order by id for update`,
  );
  return rows.map((r) => r.id);
}
