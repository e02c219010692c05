/**
 * What the alert routes, the publication hooks and the password reset need to write mail: the
 * public origin for absolute links, the sender, the link key, and a nudge for this copy's worker.
 */
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

export function createMailContext(settings: {
  publicUrl: string;
  consoleUrl: string;
  from: string;
  unsubscribeTo?: string;
  secret: string;
}): MailContext {
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

/** A path of the site (built with buildPath), absolute. */
export function siteUrl(mail: MailContext, path: string): string {
  return `${mail.publicUrl}${path}`;
}

/** A secret every copy shares through the database: made once, by whichever copy asks first. */
export async function storedSecret(
  db: { query<R extends object>(sql: string, params?: readonly (string | number | null)[]): Promise<R[]> },
  key: string,
): Promise<string> {
  const { randomBytes } = await import('node:crypto');
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [key]);
  if (!row) throw new Error(`the secret ${key} could not be stored`);
  return row.value;
}
