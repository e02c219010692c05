/**
 * What the API's console routes answer, typed once for the API and the console (decision 005:
 * the API shares schemas and types with the apps through `shared`).
 */
import { ROLES, type Role } from '@azi/shared/keys/roles';
import { CONTENT_NAMES, type ContentName, CONTENT_KINDS } from '@azi/shared/content/contentKinds';
import type { Lang } from '@azi/shared/i18n/languages';
import type { AlertCategory } from '@azi/shared/validation/alertSubscription';

// The roles are named below the content kinds, which name their owner by them.
export { isRole, ROLES, type Role } from '@azi/shared/keys/roles';

/** Each kind's area: admins and the team that owns it (the kind's file names it). */
function contentAreas(): Record<ContentName, readonly Role[]> {
  const areas = {} as Record<ContentName, readonly Role[]>;
  for (const name of CONTENT_NAMES) areas[name] = ['admin', CONTENT_KINDS[name].owner];
  return areas;
}

/**
 * Who may do what in the console: THE table, for the API and the console alike. Every admin route
 * names one area in its `config.area`; the API's guard allows a signed-in account when its role is
 * listed for that area (admin is listed everywhere), and the ADMIN_TOKEN bearer acts as admin. A
 * route without an area fails at start-up, and the API's permission test walks every registered
 * route against this table. The console shows a role the sections of its areas.
 */
export const AREA_ROLES = {
  ...contentAreas(),
  /** Uploaded PDFs (annual and interim reports). */
  documents: ['admin', 'ir'],
  /** The picture library (issue 22): press releases and banners (media) and IR pages use it. */
  pictures: ['admin', 'media', 'ir'],
  /** The SEC filings import: its state and "Import now". */
  sec: ['admin', 'ir'],
  /** Daily share prices (issue 39): the CSV import, the scheduled job's missed days, dividends. */
  stock: ['admin', 'ir'],
  /** E-mail alerts (issue 24): subscribers (list, CSV, delete on request) and the mail outbox. */
  alerts: ['admin', 'ir'],
  /** Field data from real visitors and browser errors (issue 51): read and export only. */
  siteSpeed: ['admin', 'ir'],
  /** Site search (issue 54): the synonym lists, and what visitors searched for and did not find. */
  search: ['admin', 'ir'],
  /** The contact form's leads: read and export only. */
  leads: ['admin', 'sales'],
  accounts: ['admin'],
  audit: ['admin'],
  /** Backups (issue 51): download one, and the schedule's last success and failure. */
  backups: ['admin'],
  /** One's own session: who am I, sign out, sign out everywhere. */
  session: ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

export function roleMayUse(role: Role, area: Area): boolean {
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** The areas a role may open: the console shows only these. */
export function areasOf(role: Role): Area[] {
  return (Object.keys(AREA_ROLES) as Area[]).filter((area) => roleMayUse(role, area));
}

/** One audit-log entry, as GET /admin/audit lists it. */
export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  action: string;
  contentType: string;
  targetId: string;
  summary: string;
  clientIp: string;
}

/** The audit log's filters. */
export interface AuditQuery {
  actor?: string;
  action?: string;
  contentType?: string;
  targetId?: string;
  /** ISO instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** One lead from the contact form, as GET /admin/clues lists it. */
export interface LeadRecord {
  id: number;
  companyName: string;
  name: string;
  position: string;
  telephone: string;
  email: string;
  type: string;
  content: string;
  lang: string;
  clientIp: string;
  createdAt: string;
  /** Arrived while the site-wide hourly budget of leads was spent: stored, to be checked by a person. */
  review: boolean;
}

/** One SEC filings import, as GET /admin/sec/status reports the last one. */
export interface SecRun {
  trigger: 'schedule' | 'manual';
  startedAt: string;
  finishedAt: string | null;
  added: number;
  updated: number;
  /** Filings from EDGAR in the database after the run. */
  total: number;
  error: string | null;
}

/** GET /admin/sec/status: the SEC import's state. */
export interface SecStatus {
  /** False without SEC_CIK: nothing is imported. */
  enabled: boolean;
  cik: string | null;
  /** The schedule's period in ms; 0 = on demand only. */
  everyMs: number;
  /** Some site copy holds the import's lease now. */
  running: boolean;
  lastRun: SecRun | null;
  /** When the schedule runs next (ISO), or null without a schedule. */
  nextRunAt: string | null;
}

/** One backup (issue 51), scheduled or asked for; `ok` is null while it runs or when its copy stopped mid-way. */
export interface BackupRun {
  id: number;
  trigger: 'schedule' | 'request';
  startedAt: string;
  finishedAt: string | null;
  ok: boolean | null;
  fileName: string | null;
  bytes: number | null;
  error: string | null;
}

/** GET /admin/backups: the schedule (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP) and the runs. */
export interface BackupStatus {
  schedule: { enabled: boolean; everyMs: number; keep: number };
  lastSuccess: BackupRun | null;
  lastFailure: BackupRun | null;
  recent: BackupRun[];
}

/** POST /admin/sec/import: what one import did. */
export interface SecImportResult {
  added: number;
  updated: number;
  /** Filings from EDGAR in the database after the run. */
  total: number;
  /** What went wrong, when a page could not be read (the other pages were still imported). */
  error?: string;
}

/** An e-mail alerts subscriber as the console lists it (issue 24): the choices and the proof of consent. */
export interface SubscriberRecord {
  id: number;
  email: string;
  lang: Lang;
  categories: AlertCategory[];
  status: 'pending' | 'confirmed';
  consentAt: string;
  consentAddress: string;
  consentVersion: string;
  confirmedAt: string | null;
}

/** The console's filter of the subscribers list and its CSV. */
export interface SubscriberFilter {
  status?: 'pending' | 'confirmed';
  category?: AlertCategory;
  /** The subscriber's language (`lang` is the console's interface language, never a filter). */
  subscriberLang?: Lang;
  email?: string;
}

export interface SubscriberCounts {
  /** category -> lang -> { confirmed, pending } */
  byCategory: Record<AlertCategory, Record<Lang, { confirmed: number; pending: number }>>;
  confirmed: number;
  pending: number;
}

/** What a mail of the outbox is for. */
export type MailKind = 'confirm' | 'alert' | 'passwordReset';
/** Where a mail of the outbox stands. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail of the outbox as the console lists it. */
export interface OutboxRecord {
  id: number;
  kind: MailKind;
  recipient: string;
  lang: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  reclaimed: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}
