/** Leads (sales clues) from the contact form. */
import type { Lang } from '@azi/shared/i18n/languages';
import type { ContactFormValues } from '@azi/shared/validation/contactForm';
import type { Queryable } from '../db/database';

export interface StoredClue {
  id: number;
  companyName: string;
  name: string;
  position: string;
  telephone: string;
  email: string;
  type: string;
  content: string;
  lang: string;
  clientIp: string;
  createdAt: string;
}

export async function insertClue(db: Queryable, values: ContactFormValues, meta: { lang: Lang; clientIp: string; userAgent: string }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into clue (company_name, name, position, telephone, email, contact_type, content, lang, client_ip, user_agent, captcha_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
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
    ],
  );
  if (!row) throw new Error('insert returned no id');
  return row.id;
}

const SELECT = `select id, company_name as "companyName", name, position, telephone, email, contact_type as type, content, lang,
  client_ip as "clientIp", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt" from clue`;

/** Newest first; `since` (YYYY-MM-DD, UTC) keeps leads from that day on. */
export async function listClues(db: Queryable, opts: { limit: number; offset: number; since?: string }): Promise<{ list: StoredClue[]; total: number }> {
  const where = opts.since ? `where created_at >= $1::date` : '';
  const params = opts.since ? [opts.since] : [];
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from clue ${where}`, params);
  const list = await db.query<StoredClue>(
    `${SELECT} ${where} order by created_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, opts.limit, opts.offset],
  );
  return { list, total: count?.total ?? 0 };
}
