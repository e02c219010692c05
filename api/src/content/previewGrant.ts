/**
 * Console previews: the site server renders a public page with one draft or scheduled item shown
 * as if it were live. It asks for a grant here (after the console session proved the right to edit
 * the item), and its in-process API calls carry the grant in the `x-azi-preview` header. Grants
 * live in this process's memory only, are random, short-lived and name one item, so a header sent
 * from outside can never reveal anything.
 */
import crypto from 'node:crypto';
import type { ContentName } from './contentTypes';

export const PREVIEW_HEADER = 'x-azi-preview';
const GRANT_TTL_MS = 60_000;

const grants = new Map<string, { kind: ContentName; id: number; expiresAt: number }>();

export function grantPreview(kind: ContentName, id: number, now = Date.now()): string {
  for (const [token, grant] of grants) if (grant.expiresAt <= now) grants.delete(token);
  const token = crypto.randomBytes(24).toString('hex');
  grants.set(token, { kind, id, expiresAt: now + GRANT_TTL_MS });
  return token;
}

export function revokePreview(token: string): void {
  grants.delete(token);
}

/** The item a request may see as if it were live, for this kind of content, or undefined. */
export function previewIdFor(
  header: string | string[] | undefined,
  kind: ContentName,
  now = Date.now(),
): number | undefined {
  if (typeof header !== 'string') return undefined;
  const grant = grants.get(header);
  if (!grant || grant.expiresAt <= now || grant.kind !== kind) return undefined;
  return grant.id;
}

/** The item a grant names (any kind), while it lasts: its preview may also show the files it uses. */
export function previewedItem(
  header: string | string[] | undefined,
  now = Date.now(),
): { kind: ContentName; id: number } | undefined {
  if (typeof header !== 'string') return undefined;
  const grant = grants.get(header);
  if (!grant || grant.expiresAt <= now) return undefined;
  return { kind: grant.kind, id: grant.id };
}
