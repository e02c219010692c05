/** The console's view of the alerts: subscribers with their consent, counts, and the outbox. */
import { ALERT_CATEGORIES, parseCategories, type AlertCategory } from '@azi/shared/validation/alertSubscription';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type {
  OutboxRecord,
  SubscriberCounts,
  SubscriberFilter,
  SubscriberRecord,
} from '@azi/shared/api/schemas/console';
import type { Queryable, SqlValue } from '../db/database';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

function where(filter: SubscriberFilter): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const conditions: string[] = [];
  const add = (sql: (p: string) => string, value: SqlValue | undefined) => {
    if (value === undefined) return;
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  add((p) => `status = ${p}`, filter.status);
  add((p) => `lang = ${p}`, filter.subscriberLang);
  add((p) => `(',' || categories || ',') like '%,' || ${p} || ',%'`, filter.category);
  add((p) => `position(${p} in email) > 0`, filter.email?.trim().toLowerCase() || undefined);
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

export async function listSubscribers(
  db: Queryable,
  filter: SubscriberFilter,
  limit: number,
  offset: number,
): Promise<{ list: SubscriberRecord[]; total: number }> {
  const { sql, params } = where(filter);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from subscriber ${sql}`, params);
  const rows = await db.query<Omit<SubscriberRecord, 'categories'> & { categories: string }>(
    `select id, email, lang, categories, status, ${iso('consent_at')} as "consentAt", consent_address as "consentAddress", consent_version as "consentVersion",
            ${iso('confirmed_at')} as "confirmedAt"
       from subscriber ${sql} order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return {
    list: rows.map((r) => ({ ...r, categories: parseCategories(r.categories) ?? [] })),
    total: count?.total ?? 0,
  };
}

export async function countSubscribers(db: Queryable): Promise<SubscriberCounts> {
  const rows = await db.query<{ category: string; lang: Lang; status: 'pending' | 'confirmed'; n: number }>(
    `select c.category, s.lang, s.status, count(*)::int as n
       from subscriber s cross join lateral unnest(string_to_array(s.categories, ',')) as c(category)
      group by c.category, s.lang, s.status`,
  );
  const totals = await db.query<{ status: 'pending' | 'confirmed'; n: number }>(
    `select status, count(*)::int as n from subscriber group by status`,
  );
  const byCategory = Object.fromEntries(
    ALERT_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(LANGS.map((lang) => [lang, { confirmed: 0, pending: 0 }])),
    ]),
  ) as SubscriberCounts['byCategory'];
  for (const row of rows) {
    const cell = byCategory[row.category as AlertCategory]?.[row.lang];
    if (cell) cell[row.status] = row.n;
  }
  return {
    byCategory,
    confirmed: totals.find((t) => t.status === 'confirmed')?.n ?? 0,
    pending: totals.find((t) => t.status === 'pending')?.n ?? 0,
  };
}

export async function listOutbox(
  db: Queryable,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<{ list: OutboxRecord[]; total: number; counts: Record<string, number> }> {
  const params: SqlValue[] = status ? [status] : [];
  const sql = status ? 'where status = $1' : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from mail_outbox ${sql}`, params);
  const rows = await db.query<OutboxRecord & { id: string | number }>(
    `select id, kind, recipient, lang, subject, status, attempts, last_error as "lastError", reclaimed, ${iso('created_at')} as "createdAt",
            ${iso('next_attempt_at')} as "nextAttemptAt", ${iso('sent_at')} as "sentAt"
       from mail_outbox ${sql} order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  const counts = await db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from mail_outbox group by status`,
  );
  return {
    list: rows.map((r) => ({ ...r, id: Number(r.id) })),
    total: count?.total ?? 0,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
  };
}

export async function readOutboxMail(
  db: Queryable,
  id: number,
): Promise<
  | {
      id: number;
      kind: string;
      recipient: string;
      subject: string;
      textBody: string;
      htmlBody: string;
      headers: string;
    }
  | undefined
> {
  const [row] = await db.query<{
    id: string;
    kind: string;
    recipient: string;
    subject: string;
    textBody: string;
    htmlBody: string;
    headers: string;
  }>(
    `select id, kind, recipient, subject, text_body as "textBody", html_body as "htmlBody", headers from mail_outbox where id = $1`,
    [id],
  );
  return row && { ...row, id: Number(row.id) };
}
