/**
 * Subscribers: pending until the link of the confirmation mail is opened, then confirmed. Only
 * the address, language, categories and the proof of consent are kept; deleting a subscriber
 * deletes its queued mail too (on delete cascade).
 */
import type { Lang } from '@azi/shared/i18n/languages';
import {
  CONSENT_VERSION,
  type AlertCategory,
  type AlertChoice,
  parseCategories,
} from '@azi/shared/validation/alertSubscription';
import { buildPath } from '@azi/shared/routing/paths';
import type { Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { confirmMail } from './alertMails';
import { CONFIRM_TTL_MS, newLinkKey, signLink } from './alertLinks';
import { siteUrl, type MailContext } from './alertContext';

export interface Subscriber {
  id: number;
  email: string;
  lang: Lang;
  categories: AlertCategory[];
  status: 'pending' | 'confirmed';
  linkKey: string;
}

/** Confirmation mails one inbox gets in 24 hours at most. */
export const CONFIRM_MAILS_PER_DAY = 3;
/** Subscription requests (new or known e-mail addresses alike) one client address may make in 24 hours. */
export const SUBSCRIPTIONS_PER_ADDRESS_PER_DAY = 20;

const SELECT = `select id, email, lang, categories, status, link_key as "linkKey" from subscriber`;
type Row = Omit<Subscriber, 'categories'> & { categories: string };
const toSubscriber = (row: Row): Subscriber => ({ ...row, categories: parseCategories(row.categories) ?? [] });

export async function findSubscriber(db: Queryable, id: number, linkKey: string): Promise<Subscriber | undefined> {
  const [row] = await db.query<Row>(`${SELECT} where id = $1 and link_key = $2`, [id, linkKey]);
  return row && toSubscriber(row);
}

export type SubscribeOutcome = 'queued' | 'tooManyForInbox' | 'tooManyFromAddress';

/**
 * Records the choice (a pending row; a confirmed one keeps its choices until the new link is
 * opened, which carries them) and queues the confirmation mail, in one transaction. The limits
 * and the answer are the same whether or not the address has subscribed before: the daily limit
 * per client address counts every request that queued a mail, so a refusal never tells who has.
 */
export async function subscribe(
  tx: Queryable,
  mail: MailContext,
  choice: AlertChoice,
  clientAddress: string,
  now: Date,
  layout: 'desktop' | 'mobile',
): Promise<SubscribeOutcome> {
  // Serialises requests from one address, then for one inbox (always in this order), so both daily caps hold under concurrent posts.
  await tx.query('select pg_advisory_xact_lock(7426012, hashtext($1))', [clientAddress]);
  await tx.query(`delete from alert_request where requested_at < $1::timestamptz - interval '1 day'`, [now]);
  const [started] = await tx.query<{ n: number }>(
    `select count(*)::int as n from alert_request where client_address = $1 and requested_at > $2::timestamptz - interval '1 day'`,
    [clientAddress, now],
  );
  if ((started?.n ?? 0) >= SUBSCRIPTIONS_PER_ADDRESS_PER_DAY) return 'tooManyFromAddress';
  await tx.query('select pg_advisory_xact_lock(7426010, hashtext($1))', [choice.email]);
  const [sent] = await tx.query<{ n: number }>(
    `select count(*)::int as n from mail_outbox where recipient = $1 and kind = 'confirm' and created_at > now() - interval '1 day'`,
    [choice.email],
  );
  if ((sent?.n ?? 0) >= CONFIRM_MAILS_PER_DAY) return 'tooManyForInbox';
  await tx.query(`insert into alert_request (client_address, requested_at) values ($1, $2)`, [clientAddress, now]);
  const [existing] = await tx.query<Row>(`${SELECT} where email = $1 for update`, [choice.email]);
  let subscriber: Subscriber;
  if (!existing) {
    const [row] = await tx.query<Row>(
      `insert into subscriber (email, lang, categories, link_key, consent_at, consent_address, consent_version)
       values ($1, $2, $3, $4, $5, $6, $7) returning id, email, lang, categories, status, link_key as "linkKey"`,
      [choice.email, choice.lang, choice.categories.join(','), newLinkKey(), now, clientAddress, CONSENT_VERSION],
    );
    subscriber = toSubscriber(row!);
  } else {
    subscriber = toSubscriber(existing);
    if (subscriber.status === 'pending') {
      await tx.query(
        `update subscriber set lang = $2, categories = $3, consent_at = $4, consent_address = $5, consent_version = $6 where id = $1`,
        [subscriber.id, choice.lang, choice.categories.join(','), now, clientAddress, CONSENT_VERSION],
      );
    }
  }
  const token = signLink(mail.linkKey, {
    subscriberId: subscriber.id,
    purpose: 'confirm',
    linkKey: subscriber.linkKey,
    expires: now.getTime() + CONFIRM_TTL_MS,
    lang: choice.lang,
    categories: choice.categories,
  });
  const confirmUrl = siteUrl(
    mail,
    buildPath({ lang: choice.lang, layout, page: 'alerts' }, { query: { confirm: token } }),
  );
  await enqueueMail(
    tx,
    confirmMail(choice.lang, choice.email, subscriber.id, choice.categories, confirmUrl),
    mail.senderDomain,
  );
  return 'queued';
}

/** Confirms with the choices the link carries, and records the consent given by opening it. */
export async function confirmSubscriber(
  db: Queryable,
  subscriber: Subscriber,
  choice: { lang: Lang; categories: AlertCategory[] },
  now: Date,
  clientAddress: string,
): Promise<void> {
  await db.query(
    `update subscriber set status = 'confirmed', confirmed_at = coalesce(confirmed_at, $2), lang = $3, categories = $4,
            consent_at = $2, consent_address = $5, consent_version = $6
      where id = $1`,
    [subscriber.id, now, choice.lang, choice.categories.join(','), clientAddress, CONSENT_VERSION],
  );
}

export async function updateChoices(
  db: Queryable,
  subscriber: Subscriber,
  choice: { lang: Lang; categories: AlertCategory[] },
): Promise<void> {
  await db.query(`update subscriber set lang = $2, categories = $3 where id = $1`, [
    subscriber.id,
    choice.lang,
    choice.categories.join(','),
  ]);
}

export async function deleteSubscriber(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(`delete from subscriber where id = $1 returning id`, [id]);
  return rows.length > 0;
}
