import { COMPANY_LEGAL_NAME } from '@azi/shared/seo/corporationJsonLd';

export interface JobPostingInput {
  title: string;
  /** Plain text: what the posting says, responsibilities and requirements included. */
  description: string;
  datePosted: string;
  occupationalCategory: string;
  city: string;
  region: string;
}

/** schema.org JobPosting for one position, so search engines can list it. */
export function jobPostingData(input: JobPostingInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: input.datePosted,
    employmentType: 'FULL_TIME',
    occupationalCategory: input.occupationalCategory,
    hiringOrganization: { '@type': 'Organization', name: COMPANY_LEGAL_NAME },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: input.city,
        addressRegion: input.region,
        addressCountry: 'CN',
      },
    },
  };
}

/** A numbered list as plain text under its heading. */
export function numberedText(heading: string, items: readonly string[]): string {
  return [heading, ...items.map((item, i) => `${i + 1}. ${item}`)].join('\n');
}
