/**
 * The job list's apply clicks (issue 56): loaded once per visit of the list, apart from its pages
 * and filters, and shown beside each job. A failed load is said once above the list, which still
 * shows; a job nobody has clicked yet shows zeros.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentName } from '@azi/shared/content/contentKinds';
import { useLoaded, type Loaded } from '../../ui/useLoaded';
import { listApplyClicks, type ApplyClickCount } from './api/jobs-api';
import styles from './ContentListPage.module.css';

export type ApplyClicks = Loaded<ReadonlyMap<number, ApplyClickCount> | undefined>;

/** The counts by job id on the job list; nothing asked on another kind's list. */
export function useApplyClicks(kind: ContentName): ApplyClicks {
  const load = useCallback(
    async () =>
      kind === 'job' ? new Map((await listApplyClicks()).list.map((count) => [count.jobId, count])) : undefined,
    [kind],
  );
  return useLoaded(load, `apply-clicks/${kind}`);
}

/** Said once, above the list, when the counts could not be loaded. */
export function ApplyClicksFailure({ clicks }: { clicks: ApplyClicks }) {
  const { t } = useTranslation();
  return clicks.error ? <p role="alert">{t('list.applyClicksFailed', { message: clicks.error })}</p> : null;
}

/** One job's counts: all, the last 30 days, today (the list's cell holds it, and its column's name). */
export function ApplyClicksCount({ clicks, jobId }: { clicks: ApplyClicks; jobId: number }) {
  const { t } = useTranslation();
  const { data } = clicks;
  if (!data) return clicks.loading ? '…' : '—';
  const count = data.get(jobId) ?? { total: 0, last30Days: 0, today: 0 };
  return (
    <>
      <strong className={styles.nowrap}>{t('list.applyClicksTotal', { total: count.total })}</strong>
      <br />
      <span className={styles.note}>
        {t('list.applyClicksRecent', { last30Days: count.last30Days, today: count.today })}
      </span>
    </>
  );
}
