/**
 * What the alert routes, the publication hooks and the password reset need to write mail: the
 * public origin for absolute links, the sender, the link key, and a nudge for this copy's worker.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import { linkKeyFrom } from './alertLinks';

export interface MailContext {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** CONSOLE_URL without a trailing slash (password-reset links). */
  consoleUrl: string;
  /** MAIL_FROM as given (`Name <address>` or a bare address). */
  from: string;
  /** Where a `mailto:` unsubscribe goes (MAIL_UNSUBSCRIBE_TO, else MAIL_FROM's address). */
  unsubscribeMailbox: string;
  senderDomain: string;
  linkKey: Buffer;
  /** Tells this copy's outbox worker (if any) that mail is waiting. */
  mailQueued: () => void;
}

export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

export function createMailContext(settings: { publicUrl: string; consoleUrl: string; from: string; unsubscribeTo?: string; secret: string }): MailContext {
  const address = addressOf(settings.from);
  return {
    publicUrl: settings.publicUrl.replace(/\/+$/, ''),
    consoleUrl: settings.consoleUrl.replace(/\/+$/, ''),
    from: settings.from,
    unsubscribeMailbox: settings.unsubscribeTo ?? address,
    senderDomain: address.split('@')[1] ?? 'localhost',
    linkKey: linkKeyFrom(settings.secret),
    mailQueued: () => undefined,
  };
}

/** A page of the site, absolute: zh has no prefix (shared/src/routing/paths.ts builds the same shape). */
export function pageUrl(mail: MailContext, lang: Lang, page: string, query: Record<string, string | number> = {}, layout: 'desktop' | 'mobile' = 'desktop'): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${mail.publicUrl}${lang === 'zh' ? '' : `/${lang}`}${layout === 'mobile' ? '/mobile' : ''}/${page}${search ? `?${search}` : ''}`;
}

/** A secret every copy shares through the database: made once, by whichever copy asks first. */
export async function storedSecret(db: { query<R extends object>(sql: string, params?: readonly (string | number | null)[]): Promise<R[]> }, key: string): Promise<string> {
  const { randomBytes } = await import('node:crypto');
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [key, randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [key]);
  if (!row) throw new Error(`the secret ${key} could not be stored`);
  return row.value;
}
