/**
 * The mail outbox. Rows are written by the transaction of the event that causes them (a
 * subscription, a publication, an import, a password-reset request), so a mail exists exactly
 * when its event committed. A copy claims due rows under a lease (FOR UPDATE SKIP LOCKED: two
 * copies never take the same row), sends each, and marks it sent only if its claim still holds.
 * docs/decisions/014-mail-outbox.md says what happens when a copy dies between the SMTP server's
 * acceptance and that mark.
 */
import { randomUUID } from 'node:crypto';
import type { MailKind } from '@azi/shared/api/schemas/console';
import type { Queryable } from '../db/database';

export interface NewMail {
  kind: MailKind;
  recipient: string;
  subscriberId?: number | null;
  lang: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers?: Record<string, string>;
}

export interface OutboxMail extends Omit<NewMail, 'headers'> {
  id: number;
  messageId: string;
  attempts: number;
  headers: Record<string, string>;
}

/** The domain of Message-IDs: the sender's. */
export function messageIdFor(senderDomain: string): string {
  return `<${randomUUID()}@${senderDomain}>`;
}

/**
 * Queues mails in the caller's transaction, a few hundred a statement (a list of thousands of
 * alerts goes in a few round trips); returns their ids in order.
 */
export async function enqueueMails(tx: Queryable, mails: readonly NewMail[], senderDomain: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < mails.length; i += 500) {
    const batch = mails.slice(i, i + 500).map((m, n) => ({
      n,
      kind: m.kind,
      recipient: m.recipient,
      subscriber_id: m.subscriberId ?? null,
      lang: m.lang,
      subject: m.subject,
      text_body: m.textBody,
      html_body: m.htmlBody,
      headers: JSON.stringify(m.headers ?? {}),
      message_id: messageIdFor(senderDomain),
    }));
    const rows = await tx.query<{ id: number }>(
      `insert into mail_outbox (kind, recipient, subscriber_id, lang, subject, text_body, html_body, headers, message_id)
       select kind, recipient, subscriber_id, lang, subject, text_body, html_body, headers, message_id
         from jsonb_to_recordset($1::jsonb) as r(n integer, kind text, recipient text, subscriber_id integer, lang text, subject text, text_body text, html_body text, headers text, message_id text)
        order by n
       returning id`,
      [JSON.stringify(batch)],
    );
    ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

export async function enqueueMail(tx: Queryable, mail: NewMail, senderDomain: string): Promise<number> {
  const [id] = await enqueueMails(tx, [mail], senderDomain);
  return id!;
}

interface ClaimedRow {
  id: string | number;
  kind: MailKind;
  recipient: string;
  subscriber_id: number | null;
  lang: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  message_id: string;
  attempts: number;
}

/**
 * Takes up to `limit` due rows for this claim: pending ones whose time has come, and rows another
 * claim left in 'sending' past its lease (its copy died or hung). The attempt is counted here, so
 * a mail whose copy keeps dying mid-send still ends as failed.
 */
export async function claimDue(db: Queryable, claimId: string, limit: number, leaseMs: number): Promise<OutboxMail[]> {
  const rows = await db.query<ClaimedRow>(
    `update mail_outbox m
        set status = 'sending', claim_id = $1, claimed_until = now() + $3 * interval '1 millisecond', attempts = m.attempts + 1,
            reclaimed = m.reclaimed + (case when m.status = 'sending' then 1 else 0 end)
      where m.id in (
        select id from mail_outbox
         where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and claimed_until < now())
         order by next_attempt_at, id
         limit $2
         for update skip locked)
      returning m.id, m.kind, m.recipient, m.subscriber_id, m.lang, m.subject, m.text_body, m.html_body, m.headers, m.message_id, m.attempts`,
    [claimId, limit, leaseMs],
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      recipient: r.recipient,
      subscriberId: r.subscriber_id,
      lang: r.lang,
      subject: r.subject,
      textBody: r.text_body,
      htmlBody: r.html_body,
      headers: JSON.parse(r.headers) as Record<string, string>,
      messageId: r.message_id,
      attempts: r.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Renews this claim's lease on one row just before its SMTP conversation; false: the row is no longer ours. */
export async function holdClaim(db: Queryable, id: number, claimId: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `update mail_outbox set claimed_until = now() + $3 * interval '1 millisecond' where id = $1 and claim_id = $2 and status = 'sending' returning id`,
    [id, claimId, leaseMs],
  );
  return rows.length > 0;
}

export async function markSent(db: Queryable, id: number, claimId: string): Promise<boolean> {
  const rows = await db.query(
    `update mail_outbox set status = 'sent', sent_at = now(), claim_id = null, claimed_until = null, last_error = null where id = $1 and claim_id = $2 returning id`,
    [id, claimId],
  );
  return rows.length > 0;
}

/** A refused or failed send: again after `retryInMs`, or failed for good when no try is left. */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  claimId: string,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db.query(
    `update mail_outbox
        set status = case when $4::bigint is null then 'failed' else 'pending' end,
            next_attempt_at = case when $4::bigint is null then next_attempt_at else now() + $4::bigint * interval '1 millisecond' end,
            claim_id = null, claimed_until = null, last_error = $3
      where id = $1 and claim_id = $2`,
    [id, claimId, error.slice(0, 500), retryInMs ?? null],
  );
}

/** Rows that have lost their lease and are out of tries end as failed (the claim query would retry them forever otherwise). */
export async function failExhausted(db: Queryable, maxAttempts: number): Promise<number> {
  const rows = await db.query(
    `update mail_outbox set status = 'failed', claim_id = null, claimed_until = null,
            last_error = coalesce(last_error, 'the copy sending it stopped before it finished')
      where status = 'sending' and claimed_until < now() and attempts >= $1 returning id`,
    [maxAttempts],
  );
  return rows.length;
}
