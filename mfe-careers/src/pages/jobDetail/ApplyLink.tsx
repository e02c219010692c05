import { useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { applyTargetFor } from '../../jobs/applyChannel';

export interface ApplyLinkProps {
  /** The position's title, written into the email's subject line. */
  title: string;
  className?: string;
  /** Show the line that says where the link leads. */
  withHint?: boolean;
  hintClassName?: string;
}

/** Applies through the channel HR configured: an email with the position as subject, or the recruiting site. */
export function ApplyLink({ title, className, withHint = false, hintClassName }: ApplyLinkProps) {
  const t = useT('careers');
  const { jobApplyChannel } = useSiteConfig();
  const target = applyTargetFor(jobApplyChannel, t('jobDetail.applySubject', { title }));
  if (!target) return null;
  return (
    <>
      <a href={target.href} className={className}>
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
