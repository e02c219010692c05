import { JOB_IDS, pageParam, type JobId, type PageKey } from '@azi/shared/routing/sitePages';
import type { JobCategory } from './jobCategories';
import type { OfficeCity } from './officeCities';

/** One open position. Its words live in the `careers` namespace under `positions.<textKey>`. */
export interface Position {
  /** Matches the page: position n is /job_detailn. */
  id: JobId;
  textKey: PositionTextKey;
  category: JobCategory;
  city: OfficeCity;
  /** When the posting was published (ISO date); HR changes it when a posting is renewed. */
  datePosted: string;
}

export type PositionTextKey =
  | 'seniorLegalManager'
  | 'treasurerAccountant'
  | 'brandMarketingDirector'
  | 'bdAreaManager'
  | 'partsBusinessDevelopment'
  | 'operationsEngineer'
  | 'softwareTestEngineer'
  | 'bigDataEngineer';

/** The eight open positions, in the order the job list shows them. */
export const POSITIONS: readonly Position[] = [
  { id: 1, textKey: 'seniorLegalManager', category: 'legal', city: 'beijing', datePosted: '2026-11-20' },
  { id: 2, textKey: 'treasurerAccountant', category: 'finance', city: 'beijing', datePosted: '2026-11-20' },
  { id: 3, textKey: 'brandMarketingDirector', category: 'marketing', city: 'beijing', datePosted: '2026-11-20' },
  { id: 4, textKey: 'bdAreaManager', category: 'business', city: 'beijing', datePosted: '2026-11-20' },
  { id: 5, textKey: 'partsBusinessDevelopment', category: 'business', city: 'beijing', datePosted: '2026-11-20' },
  { id: 6, textKey: 'operationsEngineer', category: 'engineering', city: 'beijing', datePosted: '2026-11-20' },
  { id: 7, textKey: 'softwareTestEngineer', category: 'engineering', city: 'beijing', datePosted: '2026-11-20' },
  { id: 8, textKey: 'bigDataEngineer', category: 'engineering', city: 'beijing', datePosted: '2026-11-20' },
];

export function findPosition(id: number): Position | undefined {
  return POSITIONS.find((position) => position.id === id);
}

/** The position a job detail page shows: job_detail3 -> position 3. */
export function positionForPage(page: PageKey): Position | undefined {
  const id = page.startsWith('job_detail') ? pageParam(page) : undefined;
  return id !== undefined && (JOB_IDS as readonly number[]).includes(id) ? findPosition(id) : undefined;
}

/** The page key of a position's detail page. */
export function detailPageOf(position: Position): PageKey {
  return `job_detail${position.id}`;
}
