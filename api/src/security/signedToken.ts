/**
 * A signed token: `payload.signature`, both base64url. The payload is a JSON object; the signature
 * an HMAC-SHA256 over the payload's text with the caller's key, compared in constant time and only
 * in its own exact spelling (base64's spare bits in the last character must be zero), so one token
 * has one spelling. The alert mails' links (alerts/alertLinks.ts) and the release preview links
 * (server/src/releases/previewLink.ts) are such tokens; each reads and bounds its own fields.
 */
import crypto from 'node:crypto';

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

/** The token of `fields`, signed with `key`. */
export function signToken(key: Buffer, fields: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export type TokenCheck = { fields: Record<string, unknown> } | { problem: 'malformed' | 'forged' };

/** The fields a token carries once its signature is checked, or why it carries none. */
export function openToken(key: Buffer, token: string): TokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature))
    return { problem: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== signature ||
    !crypto.timingSafeEqual(given, expected)
  )
    return { problem: 'forged' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'malformed' };
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return { problem: 'malformed' };
  return { fields: fields as Record<string, unknown> };
}
