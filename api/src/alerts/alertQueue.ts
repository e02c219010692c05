/**
 * Alerts for an item that became public: one mail per confirmed subscriber of its category, in
 * the subscriber's language, queued in the caller's transaction. content_alert makes it once per
 * item whichever event got there first (a console publish, the scheduled moment, an import) and
 * however often the item is unpublished and published again.
 */
import { knownDate, type DatePrecision } from '@azi/shared/api/schemas/content';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { buildPath } from '@azi/shared/routing/paths';
import { ALERTED_CONTENT, alertCategoryOf } from '@azi/shared/content/contentKinds';
import { parseCategories, type AlertCategory } from '@azi/shared/validation/alertSubscription';
import { CONTENT_TYPES, type ContentName } from '../content/contentTypes';
import type { Queryable } from '../db/database';
import { enqueueMails, type NewMail } from '../mail/outbox';
import { siteUrl, type MailContext } from './alertContext';
import { alertMail, type AlertItem } from './alertMails';
import { signLink } from './alertLinks';

/** How far back the scheduled sweep looks: an item public for longer is no longer news. */
export const SWEEP_WINDOW_HOURS = 72;

interface ItemRow {
  id: number;
  status: string;
  live: boolean;
  date: string;
  precision: DatePrecision;
  [column: string]: unknown;
}

async function readItem(tx: Queryable, name: ContentName, id: number, now: Date): Promise<ItemRow | undefined> {
  const { table, openUntilColumn: end } = CONTENT_TYPES[name];
  const texts = LANGS.flatMap((lang) => [`title_${lang}`, `summary_${lang}`]).join(', ');
  // A job opening published after its validThrough has closed already: no news to announce.
  const open = end ? ` and (${end} is null or ${end} > $2)` : '';
  const [row] = await tx.query<ItemRow>(
    `select id, status, (status = 'published' and publish_at <= $2${open}) as live, to_char(published_on, 'YYYY-MM-DD') as date, date_precision as precision, ${texts}${name === 'americaNotice' ? ', link_url as "linkUrl"' : ''}
       from ${table} where id = $1`,
    [id, now],
  );
  return row;
}

/**
 * Queues the alerts of one item if it is public at `now` and was never announced; returns the
 * number of mails queued (0 also when it had been announced, or is not public).
 */
export async function queueAlerts(
  tx: Queryable,
  mail: MailContext,
  name: ContentName,
  id: number,
  now: Date,
  options: { announce?: boolean } = {},
): Promise<number> {
  const category = alertCategoryOf(name);
  if (!category) return 0;
  const item = await readItem(tx, name, id, now);
  if (!item?.live) return 0;
  // Stamped with the API's clock: an event's reminder asks when it was announced (eventReminders.ts).
  const claimed = await tx.query(
    `insert into content_alert (content_name, content_id, queued_at) values ($1, $2, $3) on conflict do nothing returning content_id`,
    [name, id, now],
  );
  if (claimed.length === 0 || options.announce === false) return 0;

  const filingUrl =
    name === 'americaNotice' && typeof item.linkUrl === 'string' && /^https:\/\//.test(item.linkUrl)
      ? item.linkUrl
      : undefined;
  const queued = await mailSubscribers(tx, mail, category, (lang) => ({
    title: String(item[`title_${lang}`] ?? ''),
    summary: String(item[`summary_${lang}`] ?? ''),
    date: knownDate(item.date, item.precision),
    // A filing's mail leads to the filing itself on EDGAR (its archive row holds nothing more).
    url: filingUrl ?? siteUrl(mail, contentItemPath(name, item, lang)),
  }));
  await tx.query(`update content_alert set mails = $3 where content_name = $1 and content_id = $2`, [name, id, queued]);
  return queued;
}

/**
 * Queues one mail per confirmed subscriber of `category`, in the subscriber's language, with the
 * manage and one-click unsubscribe links; returns the number queued. The item's words come from
 * `itemIn` for each language.
 */
export async function mailSubscribers(
  tx: Queryable,
  mail: MailContext,
  category: AlertCategory,
  itemIn: (lang: Lang) => AlertItem,
): Promise<number> {
  const subscribers = await tx.query<{ id: number; email: string; lang: Lang; categories: string; linkKey: string }>(
    `select id, email, lang, categories, link_key as "linkKey" from subscriber where status = 'confirmed' and position($1 in categories) > 0 order by id`,
    [category],
  );
  const mails: NewMail[] = [];
  for (const s of subscribers) {
    if (!(parseCategories(s.categories) ?? []).includes(category)) continue;
    const token = signLink(mail.linkKey, { subscriberId: s.id, purpose: 'manage', linkKey: s.linkKey });
    const alertItem = itemIn(s.lang);
    // The language rides along: a link opened after unsubscribing (no subscriber left) still answers in it.
    const oneClickUrl = `${mail.publicUrl}/api-official-web/alerts/unsubscribe?token=${token}&lang=${s.lang}`;
    const links = {
      manageUrl: siteUrl(
        mail,
        buildPath({ lang: s.lang, layout: 'desktop', page: 'alerts' }, { query: { manage: token } }),
      ),
      oneClickUrl,
      mailto: `mailto:${mail.unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
    };
    mails.push(alertMail(s.lang, s.email, s.id, category, alertItem, links));
  }
  await enqueueMails(tx, mails, mail.senderDomain);
  return mails.length;
}

/**
 * Everything public now counts as announced: the launch content a fresh database is seeded with
 * is the site's starting point, not news (and a subscriber confirming during the first sweep
 * would otherwise get a mail for each of them).
 */
export async function markAllAnnounced(db: Queryable): Promise<void> {
  for (const name of ALERTED_CONTENT) {
    await db.query(
      `insert into content_alert (content_name, content_id) select $1, id from ${CONTENT_TYPES[name].table} where status = 'published' on conflict do nothing`,
      [name],
    );
  }
}

/**
 * Items that reached their scheduled moment (or became public without a hook: a copy died after
 * the commit of a publish) are announced here, each in its own transaction. Any copy may run it;
 * content_alert's key lets only one queue an item.
 */
export async function sweepDueAlerts(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> } & Queryable,
  mail: MailContext,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const name of ALERTED_CONTENT) {
    const { table, openUntilColumn: end } = CONTENT_TYPES[name];
    const open = end ? ` and (t.${end} is null or t.${end} > $1)` : '';
    const due = await db.query<{ id: number }>(
      `select t.id from ${table} t
        where t.status = 'published' and t.publish_at <= $1 and t.publish_at > $1::timestamptz - make_interval(hours => $2::int)${open}
          and not exists (select 1 from content_alert a where a.content_name = $3 and a.content_id = t.id)
        order by t.publish_at, t.id limit 100`,
      [now, SWEEP_WINDOW_HOURS, name],
    );
    for (const { id } of due) queued += await db.transaction((tx) => queueAlerts(tx, mail, name, id, now));
  }
  return queued;
}
