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
