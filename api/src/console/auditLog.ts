/**
 * The audit log: who (an account's e-mail, 'token' for the ADMIN_TOKEN bearer, 'environment' or
 * 'cli'), what (an action, the content type and id, a short summary of the change), when and from
 * which address. Written in the same transaction as the change it describes where there is one.
 */
import type { Queryable, SqlValue } from '../db/database';
import type { AuditQuery, AuditRecord } from '@azi/shared/api/schemas/console';

export interface Actor {
  /** Shown in the log: the account's e-mail, or 'token', 'environment', 'cli'. */
  name: string;
  accountId: number | null;
  clientIp: string;
}

export interface AuditEntry {
  action: string;
  contentType?: string;
  targetId?: string | number;
  summary?: string;
}

export async function writeAudit(db: Queryable, actor: Actor, entry: AuditEntry, at?: Date): Promise<void> {
  await db.query(
    `insert into audit_log (at, actor, actor_account_id, action, content_type, target_id, summary, client_ip)
     values (coalesce($1::timestamptz, now()), $2, $3, $4, $5, $6, $7, $8)`,
    [
      at ?? null,
      actor.name,
      actor.accountId,
      entry.action,
      entry.contentType ?? '',
      entry.targetId === undefined ? '' : String(entry.targetId),
      (entry.summary ?? '').slice(0, 2000),
      actor.clientIp,
    ],
  );
}

export async function listAudit(
  db: Queryable,
  filter: AuditQuery,
  limit: number,
  offset: number,
): Promise<{ list: AuditRecord[]; total: number }> {
  const params: SqlValue[] = [];
  const conditions: string[] = [];
  const add = (sql: (p: string) => string, value: SqlValue | undefined) => {
    if (value === undefined || value === '') return;
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  add((p) => `lower(actor) = lower(${p})`, filter.actor);
  add((p) => `action = ${p}`, filter.action);
  add((p) => `content_type = ${p}`, filter.contentType);
  add((p) => `target_id = ${p}`, filter.targetId);
  add((p) => `at >= ${p}::timestamptz`, filter.from);
  add((p) => `at < ${p}::timestamptz`, filter.to);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from audit_log ${where}`, params);
  const list = await db.query<AuditRecord>(
    `select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor, action, content_type as "contentType",
       target_id as "targetId", summary, client_ip as "clientIp"
       from audit_log ${where} order by at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { list, total: count?.total ?? 0 };
}
