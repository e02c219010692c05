/**
 * Leads from the contact form. "Lead" in code; the table keeps its first name, `clue` (as the
 * product's POST /clueManage/save does, docs/product.md): renaming it takes a migration, and an older copy of the
 * site still running during an upgrade would then query a table that is gone
 * (docs/decisions/015-one-name-for-leads.md).
 */
import type { Lang } from '@azi/shared/i18n/languages';
import type { ContactFormValues } from '@azi/shared/validation/contactForm';
import type { LeadRecord } from '@azi/shared/api/schemas/console';
import type { Queryable, SqlValue } from '../db/database';

/**
 * Have `budget` leads or more arrived in the last hour, site-wide (every copy writes to the same
 * table)? Then the next one is stored marked for review.
 */
export async function overHourlyBudget(db: Queryable, budget: number): Promise<boolean> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from clue where created_at > now() - interval '1 hour'`,
  );
  return (row?.count ?? 0) >= budget;
}

export async function insertLead(
  db: Queryable,
  values: ContactFormValues,
  meta: { lang: Lang; clientIp: string; userAgent: string; review?: boolean },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into clue (company_name, name, position, telephone, email, contact_type, content, lang, client_ip, user_agent, captcha_id, needs_review)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      values.companyName,
      values.name,
      values.position,
      values.telephone,
      values.email,
      values.type,
      values.content,
      meta.lang,
      meta.clientIp,
      meta.userAgent.slice(0, 300),
      values.captchaId,
      meta.review ?? false,
    ],
  );
  if (!row) throw new Error('insert returned no id');
  return row.id;
}

const SELECT = `select id, company_name as "companyName", name, position, telephone, email, contact_type as type, content, lang,
  client_ip as "clientIp", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt", needs_review as review from clue`;

export interface LeadFilter {
  /** YYYY-MM-DD (UTC): leads from that day on. */
  since?: string;
  /** YYYY-MM-DD (UTC): leads up to and including that day. */
  until?: string;
  /** The contact type (domesticMedia, analyst, ...). */
  type?: string;
}

/** Newest first, filtered by day range and contact type. */
export async function listLeads(
  db: Queryable,
  opts: LeadFilter & { limit: number; offset: number },
): Promise<{ list: LeadRecord[]; total: number }> {
  const params: SqlValue[] = [];
  const conditions: string[] = [];
  const add = (sql: (p: string) => string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  add((p) => `created_at >= ${p}::date`, opts.since);
  add((p) => `created_at < ${p}::date + 1`, opts.until);
  add((p) => `contact_type = ${p}`, opts.type);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from clue ${where}`, params);
  const list = await db.query<LeadRecord>(
    `${SELECT} ${where} order by created_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, opts.limit, opts.offset],
  );
  return { list, total: count?.total ?? 0 };
}
