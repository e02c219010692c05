/**
 * Options of the API plugin. Each falls back to its environment variable, then to a default,
 * so the site server can pass nothing and still be configured by the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { POW_MAX_COUNTER } from './captcha/proofOfWork';
import { parseConsoleOrigin, type ConsoleOrigin } from './console/consoleOrigin';
import { PASSWORD_RULES_EN, passwordProblem } from './console/passwords';
import { MAINTENANCE_INTERVAL_MS } from './db/maintenance';
import { OUTBOX_DEFAULTS, type OutboxSettings } from './mail/outboxWorker';
import { resolveBackupConfig, type BackupConfig, type BackupOptions } from './backup/backupSchedule';
import { resolveSecConfig, type SecConfig, type SecOptions } from './sec/secConfig';

export interface ApiOptions extends SecOptions, BackupOptions {
  /** PGlite data folder; 'memory://' for a throw-away database. Env DATA_DIR; default <repo>/.data/pglite. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. Env DATABASE_URL. */
  databaseUrl?: string;
  /** A throw-away database ('memory://') starts as a copy of this PGlite data folder (tests: one migrated, seeded). */
  databaseImage?: string;
  /** Bearer token of the admin routes for automation (acts as admin); unset: only console sessions. Env ADMIN_TOKEN. */
  adminToken?: string;
  /**
   * The first console admin. With both set, a start creates this admin account when no active
   * admin exists (and changes nothing otherwise). Env ADMIN_EMAIL and ADMIN_PASSWORD.
   */
  adminEmail?: string;
  adminPassword?: string;
  /**
   * The console's origin (console/consoleOrigin.ts): the admin routes answer only to requests for
   * its host (404 on any other), console writes must come from it, and it decides the session
   * cookie (`__Host-`, Secure over https). Env CONSOLE_URL. Unset: the admin routes answer on every
   * host, writes are checked against the request's own origin (tests and embedders that
   * serve no public pages; the site server and `npm start -w api` always set one).
   */
  consoleUrl?: string;
  /**
   * Told whenever something the public pages show has changed: a publication, an edit, an
   * unpublication, a deletion, a picture's words, an SEC import (scheduled or asked for). The
   * site renews its page cache on it, and on nothing else.
   */
  onContentChanged?: () => void;
  /** Handed the site search once the API is set up: the site server gives it the remotes' declared text and checks its search pages' limit. */
  onSearch?: (search: import('./search/siteSearch').SiteSearchHandle) => void;
  /** The site folder's files a backup carries besides the database (the site server's release files). */
  backupFiles?: import('./backup/archiveFormat').BackupFileSource;
  /** Tests only: the clock of sessions, lockouts and scheduled publishing. */
  clock?: () => Date;
  /** Tests only: how the short sign-in delay of an account being guessed at is waited out. */
  sleep?: (ms: number) => Promise<void>;
  /** How often this copy re-reads the next scheduled publication (ms). 0: only after its own writes. Default 5000. */
  scheduleRefreshMs?: number;
  /**
   * Test-only: every captcha's answer. Env CAPTCHA_FIXED. Accepted only when NODE_ENV is test or
   * development, or with allowCaptchaFixed (env ALLOW_CAPTCHA_FIXED=1); never in production.
   */
  captchaFixed?: string;
  allowCaptchaFixed?: boolean;
  /** Env STOCK_GATEWAY_URL and STOCK_APPCODE. */
  stockGatewayUrl?: string;
  stockAppCode?: string;
  /**
   * How often this copy looks whether the day's close is due from the quote gateway (ms; issue 39).
   * Default a minute when the gateway is configured; 0 (env STOCK_CLOSE_RECORD=off): never.
   */
  stockCloseTickMs?: number;
  /** How long list responses are reused in process (ms). 0 disables. Default 5000. */
  listCacheMs?: number;
  /** Contact-form posts per client address per minute. Default 5. */
  leadLimitPerMinute?: number;
  /** Captcha challenges per client address per minute. Env CAPTCHA_LIMIT_PER_MINUTE. Default 30. */
  captchaLimitPerMinute?: number;
  /** Site searches per client address per minute (the search page and GET /search alike). Env SEARCH_LIMIT_PER_MINUTE. Default 30. */
  searchLimitPerMinute?: number;
  /**
   * The proof of work sent with each captcha: counters are drawn below this (a browser tries half
   * on average). Env POW_MAX_COUNTER. Default 1,000,000.
   */
  powMaxCounter?: number;
  /**
   * Leads per hour, site-wide, beyond which new ones are still stored but marked for review in the
   * console (a flood of automated posts never buries real ones, nor loses any). Env CLUE_HOURLY_BUDGET. Default 120.
   */
  leadHourlyBudget?: number;
  /** Seed an empty database with the launch content. Default true. */
  seed?: boolean;
  /** How often expired captcha and rate-limit rows are purged and vacuumed (ms). 0 disables. Default 5 minutes. */
  maintenanceIntervalMs?: number;
  nodeEnv?: string;
  /** The public origin, for the absolute links of mails. Env PUBLIC_URL. Default http://localhost:8080. */
  publicUrl?: string;
  /** smtp(s)://[user:pass@]host:port: mail is sent through it. Unset: mail stays in the outbox (read in the console). Env SMTP_URL. */
  smtpUrl?: string;
  /** The sender of every mail. Env MAIL_FROM. Default no-reply@<PUBLIC_URL's host>. */
  mailFrom?: string;
  /** Where the mailto: of List-Unsubscribe points. Env MAIL_UNSUBSCRIBE_TO. Default MAIL_FROM's address. */
  mailUnsubscribeTo?: string;
  /** Signs the links of alert mails (at least 32 characters, the same on every copy). Env MAIL_LINK_SECRET. Unset: a random secret kept in the database. */
  mailLinkSecret?: string;
  /** Alert subscriptions per client address per minute. Env ALERTS_LIMIT_PER_MINUTE. Default 5. */
  alertsLimitPerMinute?: number;
  /** Field-data reports (POST /rum) per client address per minute. Env RUM_LIMIT_PER_MINUTE. Default 20. */
  rumLimitPerMinute?: number;
  /** The outbox worker's timing (tests shorten it). */
  outbox?: Partial<OutboxSettings>;
  /** How often this copy looks for items that reached their scheduled moment, to announce them (ms). 0: never. Default 5000. */
  alertSweepMs?: number;
}

export interface ApiConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseImage: string | undefined;
  adminToken: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  console: ConsoleOrigin | undefined;
  scheduleRefreshMs: number;
  captchaFixed: string | undefined;
  stockGatewayUrl: string | undefined;
  stockAppCode: string | undefined;
  /** 0: the close is not recorded by this copy (no gateway, or STOCK_CLOSE_RECORD=off). */
  stockCloseTickMs: number;
  listCacheMs: number;
  leadLimitPerMinute: number;
  captchaLimitPerMinute: number;
  searchLimitPerMinute: number;
  powMaxCounter: number;
  leadHourlyBudget: number;
  seed: boolean;
  maintenanceIntervalMs: number;
  /** The SEC filings import (src/sec); undefined without SEC_CIK. */
  sec: SecConfig | undefined;
  /** Scheduled backups (src/backup): BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP. */
  backup: BackupConfig;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailUnsubscribeTo: string | undefined;
  mailLinkSecret: string | undefined;
  alertsLimitPerMinute: number;
  rumLimitPerMinute: number;
  outbox: OutboxSettings;
  alertSweepMs: number;
}

/** The folder holding the root package.json with workspaces, so `.data` lands at the repo root. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && /"workspaces"/.test(readFileSync(pkg, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/**
 * A fixed captcha answer turns the contact form's bot check off, so it must be asked for
 * knowingly: a server whose NODE_ENV was merely forgotten must not accept it.
 */
function checkCaptchaFixedAllowed(nodeEnv: string | undefined, allowed: boolean): void {
  if (nodeEnv === 'production') {
    throw new Error('CAPTCHA_FIXED is for automated tests only and is refused when NODE_ENV=production');
  }
  if (nodeEnv !== 'test' && nodeEnv !== 'development' && !allowed) {
    throw new Error(
      `CAPTCHA_FIXED is for automated tests only: it is accepted with NODE_ENV=test or NODE_ENV=development, or with ALLOW_CAPTCHA_FIXED=1 (NODE_ENV is ${nodeEnv ? `'${nodeEnv}'` : 'unset'})`,
    );
  }
}

/** Parts of the placeholders that examples and templates put where a token belongs. */
const PLACEHOLDER_PARTS = [
  'changeme',
  'replaceme',
  'placeholder',
  'example',
  'yourtoken',
  'youradmintoken',
  'admintoken',
  'secret',
  'password',
  'todo',
  'xxxxxx',
];
/** How long a production ADMIN_TOKEN must be: `openssl rand -hex 32` gives 64 characters. */
export const ADMIN_TOKEN_MIN_PRODUCTION = 32;

/**
 * The admin token acts as admin from anywhere: at least 16 characters always, and in production
 * at least 32 that are not a known placeholder or a run of a few characters.
 */
export function checkAdminToken(token: string, nodeEnv: string | undefined): void {
  if (token.length < 16) throw new Error('ADMIN_TOKEN must be at least 16 characters');
  if (nodeEnv !== 'production') return;
  const make = 'make one with `openssl rand -hex 32`';
  if (token.length < ADMIN_TOKEN_MIN_PRODUCTION)
    throw new Error(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_PRODUCTION} characters in production: ${make}`);
  const letters = token.toLowerCase().replace(/[^a-z0-9]/g, '');
  const placeholder = PLACEHOLDER_PARTS.find((part) => letters.includes(part));
  if (placeholder || new Set(token).size < 8) {
    throw new Error(
      `ADMIN_TOKEN looks like a placeholder${placeholder ? ` ("${placeholder}")` : ' (too few different characters)'}, refused in production: ${make}`,
    );
  }
}

/** A whole number ≥ 1 from the environment; unset or empty: undefined; anything else stops the start. */
function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got '${value}')`);
  return n;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function consoleOriginFrom(url: string | undefined): ConsoleOrigin | undefined {
  const text = nonEmpty(url);
  return text === undefined ? undefined : parseConsoleOrigin(text);
}

export function resolveConfig(options: ApiOptions = {}, env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const config: ApiConfig = {
    dataDir: options.dataDir ?? nonEmpty(env.DATA_DIR) ?? path.join(findRepoRoot(), '.data', 'pglite'),
    databaseUrl: nonEmpty(options.databaseUrl ?? env.DATABASE_URL),
    databaseImage: options.databaseImage,
    adminToken: nonEmpty(options.adminToken ?? env.ADMIN_TOKEN),
    adminEmail: nonEmpty(options.adminEmail ?? env.ADMIN_EMAIL),
    // Not trimmed: spaces may belong to a password.
    adminPassword: (options.adminPassword ?? env.ADMIN_PASSWORD) || undefined,
    console: consoleOriginFrom(options.consoleUrl ?? env.CONSOLE_URL),
    scheduleRefreshMs: options.scheduleRefreshMs ?? 5000,
    captchaFixed: nonEmpty(options.captchaFixed ?? env.CAPTCHA_FIXED),
    stockGatewayUrl: nonEmpty(options.stockGatewayUrl ?? env.STOCK_GATEWAY_URL)?.replace(/\/+$/, ''),
    stockAppCode: nonEmpty(options.stockAppCode ?? env.STOCK_APPCODE),
    stockCloseTickMs:
      nonEmpty(options.stockGatewayUrl ?? env.STOCK_GATEWAY_URL) && nonEmpty(options.stockAppCode ?? env.STOCK_APPCODE)
        ? (options.stockCloseTickMs ?? (/^(off|0|false|no)$/i.test(env.STOCK_CLOSE_RECORD ?? '') ? 0 : 60_000))
        : 0,
    listCacheMs: options.listCacheMs ?? 5000,
    leadLimitPerMinute: options.leadLimitPerMinute ?? 5,
    captchaLimitPerMinute:
      options.captchaLimitPerMinute ?? positiveInteger('CAPTCHA_LIMIT_PER_MINUTE', env.CAPTCHA_LIMIT_PER_MINUTE) ?? 30,
    searchLimitPerMinute:
      options.searchLimitPerMinute ?? positiveInteger('SEARCH_LIMIT_PER_MINUTE', env.SEARCH_LIMIT_PER_MINUTE) ?? 30,
    powMaxCounter: options.powMaxCounter ?? positiveInteger('POW_MAX_COUNTER', env.POW_MAX_COUNTER) ?? POW_MAX_COUNTER,
    leadHourlyBudget: options.leadHourlyBudget ?? positiveInteger('CLUE_HOURLY_BUDGET', env.CLUE_HOURLY_BUDGET) ?? 120,
    seed: options.seed ?? true,
    maintenanceIntervalMs: options.maintenanceIntervalMs ?? MAINTENANCE_INTERVAL_MS,
    sec: resolveSecConfig(options, env, options.nodeEnv ?? env.NODE_ENV),
    backup: resolveBackupConfig(options, env),
    publicUrl: (nonEmpty(options.publicUrl ?? env.PUBLIC_URL) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    smtpUrl: nonEmpty(options.smtpUrl ?? env.SMTP_URL),
    mailFrom: '',
    mailUnsubscribeTo: nonEmpty(options.mailUnsubscribeTo ?? env.MAIL_UNSUBSCRIBE_TO),
    mailLinkSecret: nonEmpty(options.mailLinkSecret ?? env.MAIL_LINK_SECRET),
    alertsLimitPerMinute:
      options.alertsLimitPerMinute ?? positiveInteger('ALERTS_LIMIT_PER_MINUTE', env.ALERTS_LIMIT_PER_MINUTE) ?? 5,
    rumLimitPerMinute:
      options.rumLimitPerMinute ?? positiveInteger('RUM_LIMIT_PER_MINUTE', env.RUM_LIMIT_PER_MINUTE) ?? 20,
    outbox: { ...OUTBOX_DEFAULTS, ...options.outbox },
    alertSweepMs: options.alertSweepMs ?? 5000,
  };
  config.mailFrom = nonEmpty(options.mailFrom ?? env.MAIL_FROM) ?? `no-reply@${new URL(config.publicUrl).hostname}`;
  if (config.smtpUrl && !/^smtps?:\/\//.test(config.smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (config.mailLinkSecret && config.mailLinkSecret.length < 32)
    throw new Error('MAIL_LINK_SECRET must be at least 32 characters (the same on every copy): `openssl rand -hex 32`');
  if (config.captchaFixed)
    checkCaptchaFixedAllowed(
      options.nodeEnv ?? env.NODE_ENV,
      options.allowCaptchaFixed ?? env.ALLOW_CAPTCHA_FIXED === '1',
    );
  if (config.adminToken) checkAdminToken(config.adminToken, options.nodeEnv ?? env.NODE_ENV);
  if (Boolean(config.adminEmail) !== Boolean(config.adminPassword)) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create or reset the first console admin, or neither',
    );
  }
  if (config.adminEmail && config.adminPassword) {
    const problem = passwordProblem(config.adminPassword, config.adminEmail);
    if (problem) throw new Error(`ADMIN_PASSWORD is refused (${problem}): ${PASSWORD_RULES_EN}`);
  }
  return config;
}
