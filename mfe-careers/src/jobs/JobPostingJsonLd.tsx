import type { JobDetail } from '@azi/shared/api/schemas/job';
import { JsonLd } from '@azi/shared/ui/JsonLd';
import { usePageAddress, useSiteConfig, useT } from '@azi/shared/ui/PageContext';
import { jobPostingData } from './jobPostingJsonLd';

/** The opening as schema.org JobPosting data; nothing once it has closed. */
export function JobPostingJsonLd({ job }: { job: JobDetail }) {
  const t = useT('careers');
  const { lang } = usePageAddress();
  const { siteUrl } = useSiteConfig();
  const data = jobPostingData(job, lang, siteUrl, {
    region: t(`cities.${job.city}.region`),
    dutiesHeading: t('jobDetail.responsibilities'),
    requirementsHeading: t('jobDetail.requirements'),
  });
  return data ? <JsonLd data={data} /> : null;
}
