import { ApiError } from '@azi/shared/api/ApiError';
import { getJobById } from '@azi/shared/api/get-job-by-id';
import { ID_MAX } from '@azi/shared/api/schemas/content';
import { useHttpStatus } from '@azi/shared/data/renderReport';
import { usePageData } from '@azi/shared/data/usePageData';
import { useDocumentMeta } from '@azi/shared/hooks/useDocumentMeta';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { readQueryNumber } from '@azi/shared/routing/queryNumber';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { JobPosting } from './JobPosting';
import { NoOpening } from './NoOpening';
import styles from './JobDetailPage.module.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /job_detail?id=N: one opening from job/getById. A malformed or unknown id is a 404; a closed
 * opening says so (200) until its grace period ends, then the same page answers 410 Gone.
 */
export function JobDetailPage() {
  const t = useT('careers');
  const { lang } = usePageAddress();
  const [searchParams] = useSearchParams();
  const id = readQueryNumber(searchParams.get('id'), 1, ID_MAX);
  const request = usePageData(`careers:job:${lang}/${id ?? 'none'}`, () =>
    // A malformed id is known from the URL alone: nothing to ask the API.
    id === undefined ? Promise.resolve(undefined) : getJobById({ id, lang }),
  );
  const notFound = id === undefined || (request.status === 'failed' && isNotFound(request.error));
  const job = request.status === 'ready' ? request.data : undefined;
  useHttpStatus(notFound ? 404 : job?.gone ? 410 : undefined);
  useDocumentMeta(
    notFound
      ? { title: t('jobDetail.notFound') }
      : job
        ? { title: t('jobDetail.metaTitle', { title: job.title }), description: job.summary }
        : { title: '' },
  );

  if (notFound) return <NoOpening title={t('jobDetail.notFound')} />;
  if (job?.closed) return <NoOpening title={job.title} message={t('jobDetail.closed')} />;
  if (job) return <JobPosting job={job} />;
  return (
    <div className={styles.noOpening}>
      {request.status === 'failed' ? (
        <LoadFailed message={t('jobDetail.loadFailed')} onRetry={request.retry} />
      ) : (
        <Loading minHeight={240} />
      )}
    </div>
  );
}
