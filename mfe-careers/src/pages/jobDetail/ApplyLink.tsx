import { postApplyClick } from '@azi/shared/api/post-apply-click';
import type { JobItem } from '@azi/shared/api/schemas/job';
import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { applyTargetFor } from '../../jobs/applyChannel';

export interface ApplyLinkProps {
  job: Pick<JobItem, 'id' | 'title' | 'applyTo'>;
  className?: string;
  /** Show the line that says where the link leads. */
  withHint?: boolean;
  hintClassName?: string;
}

/**
 * Applies where HR said for this opening (its applyTo), or else through the site's channel
 * (jobApplyChannel): an email with the position as subject, or the recruiting site. A click is
 * counted for HR (postApplyClick, a beacon that never holds the link up).
 */
export function ApplyLink({ job, className, withHint = false, hintClassName }: ApplyLinkProps) {
  const t = useT('careers');
  const { jobApplyChannel } = useSiteConfig();
  const target = applyTargetFor(job.applyTo || jobApplyChannel, t('jobDetail.applySubject', { title: job.title }));
  if (!target) return null;
  return (
    <>
      <a href={target.href} className={className} onClick={() => postApplyClick(job.id)}>
        {t('jobDetail.apply')}
      </a>
      {withHint ? (
        <p className={hintClassName}>
          {t(target.kind === 'email' ? 'jobDetail.applyEmailHint' : 'jobDetail.applyWebHint')}
        </p>
      ) : null}
    </>
  );
}
