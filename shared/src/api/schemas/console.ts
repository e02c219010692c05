/**
 * What the API's console routes answer, typed once for the API and the console (decision 005:
 * the API shares schemas and types with the apps through `shared`).
 */

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

/** POST /admin/sec/import: what one import did. */
export interface SecImportResult {
  added: number;
  updated: number;
  /** Filings from EDGAR in the database after the run. */
  total: number;
  /** What went wrong, when a page could not be read (the other pages were still imported). */
  error?: string;
}
