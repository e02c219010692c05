/**
 * The console's sections and the area each needs (AREA_ROLES in shared decides; the session
 * lists the areas of the signed-in role). Navigation shows only the sections of those areas, and
 * a section opened by its address without the area shows "not allowed".
 */
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import type { Area } from '@azi/shared/api/schemas/console';

/** Every area of the table but one's own session, which every role has and no section shows. */
export type SectionArea = Exclude<Area, 'session'>;

export interface Section {
  area: SectionArea;
  path: string;
  /** Key of its label in the console namespace. */
  label: string;
  group: 'content' | 'other';
}

export const SECTIONS: readonly Section[] = [
  ...CONTENT_NAMES.map((kind): Section => ({
    area: kind,
    path: `/content/${kind}`,
    label: `kinds.${kind}`,
    group: 'content',
  })),
  { area: 'pictures', path: '/pictures', label: 'nav.pictures', group: 'other' },
  { area: 'documents', path: '/documents', label: 'nav.documents', group: 'other' },
  { area: 'sec', path: '/sec', label: 'nav.sec', group: 'other' },
  { area: 'stock', path: '/stock', label: 'nav.stock', group: 'other' },
  { area: 'alerts', path: '/alerts', label: 'nav.alerts', group: 'other' },
  { area: 'siteSpeed', path: '/site-speed', label: 'nav.siteSpeed', group: 'other' },
  { area: 'search', path: '/search', label: 'nav.search', group: 'other' },
  { area: 'leads', path: '/leads', label: 'nav.leads', group: 'other' },
  { area: 'accounts', path: '/accounts', label: 'nav.accounts', group: 'other' },
  { area: 'audit', path: '/audit', label: 'nav.audit', group: 'other' },
  { area: 'backups', path: '/backups', label: 'nav.backups', group: 'other' },
];

export function sectionsFor(areas: readonly string[]): Section[] {
  return SECTIONS.filter((section) => areas.includes(section.area));
}
