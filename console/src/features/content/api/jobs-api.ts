/**
 * The job area's own route beside the content routes (api/src/routes/admin/adminJobs.ts, issue 56):
 * each opening's apply clicks, counted per Beijing day without anything about who clicked.
 */
import { consoleRequest } from '../../../api/consoleRequest';

export interface ApplyClickCount {
  jobId: number;
  total: number;
  /** The last 30 days, today included. */
  last30Days: number;
  /** Today in Beijing, the company's day. */
  today: number;
}

/** Only openings clicked at least once are listed. */
export const listApplyClicks = () => consoleRequest<{ list: ApplyClickCount[] }>({ url: '/admin/jobs/apply-clicks' });
