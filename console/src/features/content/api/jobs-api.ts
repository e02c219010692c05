/**
 * The job area's own route beside the content routes (api/src/routes/admin/adminJobs.ts, issue 56):
 * each opening's apply clicks, counted per Beijing day without anything about who clicked.
 */
import type { ApplyClickCount } from '@azi/shared/api/schemas/job';
import { consoleRequest } from '../../../api/consoleRequest';

export type { ApplyClickCount };

/** Only openings clicked at least once are listed. */
export const listApplyClicks = () => consoleRequest<{ list: ApplyClickCount[] }>({ url: '/admin/jobs/apply-clicks' });
