/**
 * A staged release's preview link, `<PUBLIC_URL>/__release-preview/<token>`: the token is the
 * grant (remote, version, expiry) and its HMAC-SHA256, made and checked here with the site's key.
 *
 * The key is RELEASE_PREVIEW_SECRET when set, else a random secret kept in the database's
 * app_meta (as the mail links' is): every site copy reads the same one, and neither lives in the
 * site folder, which render workers can read. It is never derived from configuration: the release
 * tokens' digests (`sha256:…`) are meant to be safe to write down, so they cannot be a key.
 */
import crypto from 'node:crypto';
import type { ReleaseSettings } from './settings';
import { VERSION_PATTERN } from './releaseHistory';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { openToken, signToken } from '@azi/api/security/signedToken';

export const RELEASE_PREVIEW_COOKIE = 'release_preview';
export const RELEASE_PREVIEW_PATH = '/__release-preview/';
/** Where a preview ends: the cookie is dropped and the live site opens (the banner links here). */
export const END_PREVIEW_URL = `${RELEASE_PREVIEW_PATH}end`;
/** A preview link is valid this long (and its cookie with it). */
export const RELEASE_PREVIEW_TTL_MS = 3_600_000;
const CLOCK_LEEWAY_MS = 60_000;

export interface PreviewGrant {
  remote: RemoteName;
  version: string;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
}

/**
 * The key that signs and checks preview links, once the site has loaded it (loadReleasePreviewKey);
 * until then, and on a site with no secret at all, no link is issued or accepted.
 */
export interface ReleasePreviewKey {
  current?: Buffer;
}

/** One holder per settings object: the site server and its release routes, given the same settings, share it. */
const keys = new WeakMap<ReleaseSettings, ReleasePreviewKey>();

export function releasePreviewKey(settings: ReleaseSettings): ReleasePreviewKey {
  let key = keys.get(settings);
  if (!key) keys.set(settings, (key = {}));
  return key;
}

const keyFrom = (secret: string) => crypto.createHmac('sha256', 'azi release preview v1').update(secret).digest();

/**
 * Loads the key of `settings`: RELEASE_PREVIEW_SECRET when set, else the secret `stored` gives (the
 * database's, made at random by the first copy that asks). Without either the key stays unknown.
 */
export async function loadReleasePreviewKey(
  settings: ReleaseSettings,
  stored: (() => Promise<string>) | undefined,
): Promise<ReleasePreviewKey> {
  const key = releasePreviewKey(settings);
  const secret = settings.previewSecret ?? (await stored?.());
  if (secret) key.current = keyFrom(secret);
  return key;
}

export function signPreview(key: Buffer, grant: PreviewGrant): string {
  return signToken(key, { r: grant.remote, v: grant.version, e: grant.expires });
}

export type PreviewCheck = { grant: PreviewGrant } | { problem: 'malformed' | 'forged' | 'expired' };

/** The grant a token carries, or why it carries none. */
export function verifyPreview(key: Buffer, token: string, now = Date.now()): PreviewCheck {
  const opened = openToken(key, token);
  if ('problem' in opened) return opened;
  const { r: remote, v: version, e: expires } = opened.fields;
  if (
    typeof remote !== 'string' ||
    !(REMOTE_NAMES as readonly string[]).includes(remote) ||
    typeof version !== 'string' ||
    !VERSION_PATTERN.test(version) ||
    typeof expires !== 'number'
  ) {
    return { problem: 'malformed' };
  }
  if (expires <= now) return { problem: 'expired' };
  // The server, not the link, bounds how long a link lives: one that claims more than the site
  // ever gives was not made by it (a minute of leeway for the clocks of several copies).
  if (expires > now + RELEASE_PREVIEW_TTL_MS + CLOCK_LEEWAY_MS) return { problem: 'forged' };
  return { grant: { remote: remote as RemoteName, version, expires } };
}

/** A fresh link to preview a staged version, valid RELEASE_PREVIEW_TTL_MS (never past the version's own expiry). */
export function previewLink(
  key: Buffer,
  publicUrl: string,
  remote: RemoteName,
  version: string,
  stagedUntil: Date,
  now = Date.now(),
) {
  const expires = Math.min(now + RELEASE_PREVIEW_TTL_MS, stagedUntil.getTime());
  const linkPath = `${RELEASE_PREVIEW_PATH}${signPreview(key, { remote, version, expires })}`;
  return {
    url: `${publicUrl.replace(/\/+$/, '')}${linkPath}`,
    path: linkPath,
    expires: new Date(expires).toISOString(),
  };
}
