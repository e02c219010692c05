import { JsonLd } from '@azi/shared/ui/JsonLd';
import { jobPostingData, type JobPostingInput } from './jobPostingJsonLd';

/** The position as schema.org JobPosting data. */
export function JobPostingJsonLd(props: JobPostingInput) {
  return <JsonLd data={jobPostingData(props)} />;
}
