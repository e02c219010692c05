/**
 * The console's sections and the API area each needs (the API's AREA_ROLES decides; the session
 * lists the areas of the signed-in role). Navigation shows only the sections of those areas, and
 * a section opened by its address without the area shows "not allowed".
 */
import { CONTENT_KIND_NAMES, type ContentKindName } from '../features/content/contentKinds';

export type SectionArea = ContentKindName | 'pictures' | 'documents' | 'sec' | 'alerts' | 'leads' | 'accounts' | 'audit';

export interface Section {
  area: SectionArea;
  path: string;
  /** Key of its label in the console namespace. */
  label: string;
  group: 'content' | 'other';
}

export const SECTIONS: readonly Section[] = [
  ...CONTENT_KIND_NAMES.map((kind): Section => ({ area: kind, path: `/content/${kind}`, label: `kinds.${kind}`, group: 'content' })),
  { area: 'pictures', path: '/pictures', label: 'nav.pictures', group: 'other' },
  { area: 'documents', path: '/documents', label: 'nav.documents', group: 'other' },
  { area: 'sec', path: '/sec', label: 'nav.sec', group: 'other' },
  { area: 'alerts', path: '/alerts', label: 'nav.alerts', group: 'other' },
  { area: 'leads', path: '/leads', label: 'nav.leads', group: 'other' },
  { area: 'accounts', path: '/accounts', label: 'nav.accounts', group: 'other' },
  { area: 'audit', path: '/audit', label: 'nav.audit', group: 'other' },
];

export function sectionsFor(areas: readonly string[]): Section[] {
  return SECTIONS.filter((section) => areas.includes(section.area));
}
