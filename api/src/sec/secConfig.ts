/**
 * The SEC import's settings (issue 23). Off unless SEC_CIK is set: then SEC_USER_AGENT must name
 * the company and a contact e-mail, as the SEC's fair-access policy asks of automated clients.
 */
import { parseEvery } from '../time/every';

export interface SecOptions {
  /** The filer's CIK. Env SEC_CIK. Unset: no import (the seeded filings stay as they are). */
  secCik?: string;
  /** "Company name contact@example.com". Env SEC_USER_AGENT; required with SEC_CIK. */
  secUserAgent?: string;
  /** Where the submissions feed lives. Env SEC_BASE_URL; default https://data.sec.gov. */
  secBaseUrl?: string;
  /** Time between scheduled imports (ms); 0: on demand only. Env SEC_IMPORT_EVERY ("30m", "2h", "90s", minutes); default 30 minutes. */
  secImportEveryMs?: number;
  /** Tests: how long one request may take (default 20 s), and the first backoff after a 5xx (default 1 s). */
  secRequestTimeoutMs?: number;
  secBackoffMs?: number;
  /** Tests: how often a copy asks whether an import is due (default a minute, or SEC_IMPORT_EVERY when shorter). */
  secScheduleTickMs?: number;
  /** Tests: the largest answer read, decompressed (default SEC_MAX_RESPONSE_BYTES). */
  secMaxResponseBytes?: number;
}

export interface SecConfig {
  /** Without leading zeros, as sec.gov's archive paths use it. */
  cik: string;
  userAgent: string;
  baseUrl: string;
  everyMs: number;
  requestTimeoutMs: number;
  backoffMs: number;
  tickMs: number;
  /** An answer larger than this (decompressed) is cut off and fails its page. */
  maxResponseBytes: number;
}

export const SEC_DEFAULT_BASE_URL = 'https://data.sec.gov';
export const SEC_DEFAULT_EVERY_MS = 30 * 60_000;
/**
 * A submissions page of a filer with thousands of filings is a few MB; far more is not EDGAR's
 * answer, and reading it whole would take the site server's memory with it.
 */
export const SEC_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function resolveSecConfig(options: SecOptions, env: NodeJS.ProcessEnv, nodeEnv?: string): SecConfig | undefined {
  const cikText = nonEmpty(options.secCik ?? env.SEC_CIK);
  if (cikText === undefined) return undefined;
  if (!/^\d{1,10}$/.test(cikText))
    throw new Error(`SEC_CIK must be the filer's CIK, up to 10 digits (got '${cikText}')`);
  const userAgent = nonEmpty(options.secUserAgent ?? env.SEC_USER_AGENT);
  if (!userAgent || !/\S+@\S+\.\S+/.test(userAgent) || !/[a-z]{2,}.*\s/i.test(userAgent)) {
    throw new Error(
      'SEC_USER_AGENT is required with SEC_CIK: the SEC asks automated clients to name the company and a contact e-mail, e.g. "Autozi Internet Technology ir@example.com"',
    );
  }
  const baseText = nonEmpty(options.secBaseUrl ?? env.SEC_BASE_URL) ?? SEC_DEFAULT_BASE_URL;
  let base: URL;
  try {
    base = new URL(baseText);
  } catch {
    throw new Error(`SEC_BASE_URL must be an http(s) URL (got '${baseText}')`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new Error(`SEC_BASE_URL must be an http(s) URL (got '${baseText}')`);
  // Plain http is for a local test server: in production the feed would be anyone's on the way.
  if (nodeEnv === 'production' && base.protocol !== 'https:')
    throw new Error(`SEC_BASE_URL must be an https URL in production (got '${baseText}')`);
  const everyText = nonEmpty(env.SEC_IMPORT_EVERY);
  const everyMs =
    options.secImportEveryMs ??
    (everyText === undefined ? SEC_DEFAULT_EVERY_MS : parseEvery(everyText, 'SEC_IMPORT_EVERY'));
  return {
    cik: String(Number(cikText)),
    userAgent,
    baseUrl: base.toString().replace(/\/+$/, ''),
    everyMs,
    requestTimeoutMs: options.secRequestTimeoutMs ?? 20_000,
    backoffMs: options.secBackoffMs ?? 1000,
    tickMs: options.secScheduleTickMs ?? Math.min(everyMs, 60_000),
    maxResponseBytes: options.secMaxResponseBytes ?? SEC_MAX_RESPONSE_BYTES,
  };
}
