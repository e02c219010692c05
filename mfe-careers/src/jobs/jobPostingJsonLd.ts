import type { JobDetail } from '@azi/shared/api/schemas/job';
import { linesOf } from '@azi/shared/content/job';
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';
import { absoluteUrl } from '@azi/shared/seo/absoluteUrl';
import { COMPANY_LEGAL_NAME, COMPANY_LOGO_PATH } from '@azi/shared/seo/corporationJsonLd';
import { jobChoiceLabel } from './jobLabels';

export interface JobPostingWords {
  /** The province of the opening's city (schema.org addressRegion), in the page's language. */
  region: string;
  dutiesHeading: string;
  requirementsHeading: string;
}

/** A numbered list as plain text under its heading. */
export function numberedText(heading: string, items: readonly string[]): string {
  return [heading, ...items.map((item, i) => `${i + 1}. ${item}`)].join('\n');
}

/** Google reads a posting's description as HTML: what HR typed stays text, never markup. */
function plain(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim();
}

/**
 * schema.org JobPosting of an open job, as Google's job search guide asks for it; undefined once
 * the opening has closed, when the page must stop offering it (Google drops a posting whose page
 * still carries the data of a closed job).
 */
export function jobPostingData(
  job: JobDetail,
  lang: Lang,
  siteUrl: string | undefined,
  words: JobPostingWords,
): Record<string, unknown> | undefined {
  if (job.closed) return undefined;
  const { salaryMin, salaryMax } = job;
  const description = [
    plain(job.summary),
    numberedText(words.dutiesHeading, linesOf(job.duties).map(plain)),
    numberedText(words.requirementsHeading, linesOf(job.requirements).map(plain)),
  ].join('\n\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: plain(job.title),
    description,
    datePosted: job.date,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    occupationalCategory: jobChoiceLabel('category', job.category, lang),
    hiringOrganization: {
      '@type': 'Organization',
      name: COMPANY_LEGAL_NAME,
      sameAs: absoluteUrl(siteUrl, buildPath({ page: 'home', lang, layout: 'desktop' })),
      logo: absoluteUrl(siteUrl, COMPANY_LOGO_PATH),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: jobChoiceLabel('city', job.city, lang),
        addressRegion: words.region,
        addressCountry: 'CN',
      },
    },
    ...(salaryMin !== null || salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salaryMin !== null ? { minValue: salaryMin } : {}),
              ...(salaryMax !== null ? { maxValue: salaryMax } : {}),
              unitText: job.salaryUnit,
            },
          },
        }
      : {}),
    // Google and schema.org: directApply is true when the posting's page itself offers a short,
    // simple application without intermediate steps ("directly initiated via the url given").
    // This page has no application form: its button opens the visitor's own mail program (a
    // letter they must write and attach a CV to) or an outside applicant-tracking site (whose
    // steps, accounts and forms the site cannot vouch for), whichever HR set. Neither is a direct
    // application on this page, so the honest value is false for both; claiming true would
    // mislead the job search that relies on it.
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: COMPANY_LEGAL_NAME, value: String(job.id) },
  };
}
