/**
 * Signed links of the alert mails: signed tokens (security/signedToken.ts), like the release
 * preview links, with a key derived from the server's secret. A link names its purpose, so a
 * manage link cannot confirm and a confirmation link cannot manage; it carries the subscriber's
 * random link key, so it dies with the subscription.
 */
import crypto from 'node:crypto';
import { isLang, type Lang } from '@azi/shared/i18n/languages';
import { parseCategories, type AlertCategory } from '@azi/shared/validation/alertSubscription';
import { openToken, signToken } from '../security/signedToken';

export type LinkPurpose = 'confirm' | 'manage';

export interface LinkGrant {
  subscriberId: number;
  purpose: LinkPurpose;
  linkKey: string;
  /** Epoch ms; confirmation links only (48 hours). */
  expires?: number;
  /** Confirmation links only: the choices of the form, applied when the link is opened. */
  lang?: Lang;
  categories?: AlertCategory[];
}

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** The signing key: from MAIL_LINK_SECRET, or from the secret every copy shares in the database. */
export function linkKeyFrom(secret: string): Buffer {
  return crypto.createHmac('sha256', 'azi mail links v1').update(secret).digest();
}

export function signLink(key: Buffer, grant: LinkGrant): string {
  return signToken(key, {
    s: grant.subscriberId,
    p: grant.purpose,
    k: grant.linkKey,
    ...(grant.expires ? { e: grant.expires, l: grant.lang, c: grant.categories?.join(',') } : {}),
  });
}

export type LinkCheck = { grant: LinkGrant } | { problem: 'malformed' | 'forged' | 'expired' };

export function verifyLink(key: Buffer, token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const opened = openToken(key, token);
  if ('problem' in opened) return opened;
  const parsed = opened.fields;
  if (
    typeof parsed.s !== 'number' ||
    !Number.isInteger(parsed.s) ||
    parsed.p !== purpose ||
    typeof parsed.k !== 'string'
  )
    return { problem: 'malformed' };
  if (purpose === 'manage') return { grant: { subscriberId: parsed.s, purpose, linkKey: parsed.k } };
  const categories = parseCategories(parsed.c);
  if (typeof parsed.e !== 'number' || !isLang(parsed.l) || !categories || categories.length === 0)
    return { problem: 'malformed' };
  if (parsed.e <= now) return { problem: 'expired' };
  return {
    grant: { subscriberId: parsed.s, purpose, linkKey: parsed.k, expires: parsed.e, lang: parsed.l, categories },
  };
}

export const newLinkKey = () => crypto.randomBytes(16).toString('base64url');
