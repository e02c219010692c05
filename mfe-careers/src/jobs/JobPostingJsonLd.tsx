import { jobPostingData, serializeJsonLd, type JobPostingInput } from './jobPostingJsonLd';

/**
 * The position as schema.org JobPosting data. A JSON-LD block is data, never executed, so the
 * site's Content-Security-Policy (no inline scripts) does not stop search engines reading it.
 */
export function JobPostingJsonLd(props: JobPostingInput) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingData(props)) }} />;
}
