/**
 * Who may do what in the console: THE table. Every admin route names one area in its
 * `config.area`; the guard allows a signed-in account when its role is listed for that area
 * (admin is listed everywhere), and the ADMIN_TOKEN bearer acts as admin. A route without an area
 * fails at start-up, and the permission test walks every registered route against this table.
 */
import type { ContentName } from '../content/contentTypes';

export const ROLES = ['admin', 'ir', 'media', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/** The team that owns each kind of content (adding a kind without an owner does not compile). */
export const CONTENT_OWNER = {
  banner: 'media',
  media: 'media',
  investorNews: 'ir',
  quarterlyAchievement: 'ir',
  notice: 'ir',
  financialReport: 'ir',
  investorCalendar: 'ir',
  americaNotice: 'ir',
} as const satisfies Record<ContentName, Exclude<Role, 'admin'>>;

function contentAreas(): Record<ContentName, readonly Role[]> {
  const areas = {} as Record<ContentName, readonly Role[]>;
  for (const name of Object.keys(CONTENT_OWNER) as ContentName[]) areas[name] = ['admin', CONTENT_OWNER[name]];
  return areas;
}

export const AREA_ROLES = {
  ...contentAreas(),
  /** Uploaded PDFs (annual and interim reports). */
  documents: ['admin', 'ir'],
  /** The picture library (issue 22): press releases and banners (media) and IR pages use it. */
  pictures: ['admin', 'media', 'ir'],
  /** The SEC filings import: its state and "Import now". */
  sec: ['admin', 'ir'],
  /** E-mail alerts (issue 24): subscribers (list, CSV, delete on request) and the mail outbox. */
  alerts: ['admin', 'ir'],
  /** The contact form's leads: read and export only. */
  leads: ['admin', 'sales'],
  accounts: ['admin'],
  audit: ['admin'],
  /** One's own session: who am I, sign out, sign out everywhere. */
  session: ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleMayUse(role: Role, area: Area): boolean {
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** The areas a role may open: the console shows only these. */
export function areasOf(role: Role): Area[] {
  return (Object.keys(AREA_ROLES) as Area[]).filter((area) => roleMayUse(role, area));
}
