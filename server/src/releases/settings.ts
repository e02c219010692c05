import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';

/** A release setting the operator must fix: the server refuses to start and says which (server/src/main.ts). */
export class ReleaseConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export interface ReleaseSettings {
  /** SHA-256 of each remote's release token. A remote without one cannot be released over HTTP. */
  tokens: Map<RemoteName, Buffer>;
  /** SHA-256 of ADMIN_TOKEN: reads every remote's history. */
  adminToken?: Buffer;
  /** Largest upload accepted (the compressed archive). */
  maxBytes: number;
  /** Versions per remote kept for rollback, the live one included. */
  keep: number;
  /** A version live this recently is never deleted (pages opened on it may still load its files). */
  graceMs: number;
  /** How long a staged version can be previewed and activated (RELEASE_STAGE_HOURS, 72: over a weekend). */
  stageMs?: number;
  /**
   * RELEASE_PREVIEW_SECRET: the key that signs preview links, the same on every site copy. Without
   * it the site keeps a random one in its database (server/src/releases/releasePreview.ts).
   */
  previewSecret?: string;
}

export const DEFAULT_STAGE_MS = 72 * 3_600_000;
export const MIN_PREVIEW_SECRET_LENGTH = 32;

export const MIN_TOKEN_LENGTH = 16;

export const tokenDigest = (token: string): Buffer => createHash('sha256').update(token).digest();

const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/**
 * RELEASE_TOKENS: `mfe_investor=<token>,mfe_careers=<token>`. A token may be given as
 * `sha256:<64 hex digits>` (its digest), so the plain token need not sit in the configuration.
 */
export function parseReleaseTokens(value: string | undefined): Map<RemoteName, Buffer> {
  const tokens = new Map<RemoteName, Buffer>();
  for (const item of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const eq = item.indexOf('=');
    const name = eq > 0 ? item.slice(0, eq).trim() : '';
    const token = eq > 0 ? item.slice(eq + 1).trim() : '';
    if (!isRemoteName(name)) {
      throw new ReleaseConfigurationError(
        `RELEASE_TOKENS: ${JSON.stringify(name || item)} is not a remote (one of ${REMOTE_NAMES.join(', ')}); write name=token pairs separated by commas`,
      );
    }
    if (tokens.has(name)) throw new ReleaseConfigurationError(`RELEASE_TOKENS: ${name} is given twice`);
    const hashed = /^sha256:([0-9a-f]{64})$/i.exec(token);
    if (hashed) tokens.set(name, Buffer.from(hashed[1] as string, 'hex'));
    else if (token.length < MIN_TOKEN_LENGTH)
      throw new ReleaseConfigurationError(
        `RELEASE_TOKENS: the token of ${name} must be at least ${MIN_TOKEN_LENGTH} characters`,
      );
    else tokens.set(name, tokenDigest(token));
  }
  const digests = [...tokens.values()].map((digest) => digest.toString('hex'));
  if (new Set(digests).size !== digests.length)
    throw new ReleaseConfigurationError('RELEASE_TOKENS: two remotes share a token; each team needs its own');
  return tokens;
}

function previewSecretFrom(value: string | undefined): string | undefined {
  const secret = value?.trim() ?? '';
  if (secret === '') return undefined;
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH)
    throw new ReleaseConfigurationError(
      `RELEASE_PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`,
    );
  return secret;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new ReleaseConfigurationError(`${name} must be a positive number, not ${JSON.stringify(value)}`);
  return number;
}

export function releaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  return {
    tokens: parseReleaseTokens(env.RELEASE_TOKENS),
    adminToken: env.ADMIN_TOKEN ? tokenDigest(env.ADMIN_TOKEN) : undefined,
    maxBytes: Math.round(positive('RELEASE_MAX_MB', env.RELEASE_MAX_MB, 50) * 1024 * 1024),
    keep: Math.max(2, Math.round(positive('RELEASE_KEEP', env.RELEASE_KEEP, 10))),
    graceMs: positive('RELEASE_GRACE_HOURS', env.RELEASE_GRACE_HOURS, 24) * 3_600_000,
    stageMs: positive('RELEASE_STAGE_HOURS', env.RELEASE_STAGE_HOURS, DEFAULT_STAGE_MS / 3_600_000) * 3_600_000,
    previewSecret: previewSecretFrom(env.RELEASE_PREVIEW_SECRET),
  };
}
