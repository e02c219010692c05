import { serializeJsonLd } from '@azi/shared/seo/jsonLd';
import { jobDetail } from '../testing/jobFixtures';
import { jobPostingData, numberedText, type JobPostingWords } from './jobPostingJsonLd';

const WORDS: JobPostingWords = { region: 'Hunan', dutiesHeading: 'Duties', requirementsHeading: 'Requirements' };
const SITE = 'https://www.example.org';

describe('JobPosting structured data', () => {
  it('has what Google requires and recommends for an open job in China', () => {
    const data = jobPostingData(
      jobDetail(7, {
        title: 'Software Test Engineer',
        city: 'changsha',
        employmentType: 'PART_TIME',
        validThrough: '2027-01-31T16:00:00.000Z',
      }),
      'en',
      SITE,
      WORDS,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Software Test Engineer',
      datePosted: '2026-11-20',
      validThrough: '2027-01-31T16:00:00.000Z',
      employmentType: 'PART_TIME',
      occupationalCategory: 'Engineering',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Autozi Internet Technology (Global) Ltd.',
        sameAs: 'https://www.example.org/en',
        logo: 'https://www.example.org/favicon.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Changsha',
          addressRegion: 'Hunan',
          addressCountry: 'CN',
        },
      },
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Autozi Internet Technology (Global) Ltd.', value: '7' },
    });
  });

  it('names the city in the page language', () => {
    const data = jobPostingData(jobDetail(1, { city: 'wuhu' }), 'hk', SITE, WORDS);
    expect(data).toMatchObject({ jobLocation: { address: { addressLocality: '蕪湖' } } });
  });

  it('describes the job in plain text: its summary, then its numbered duties and requirements', () => {
    const data = jobPostingData(
      jobDetail(1, { summary: 'Tests <b>things</b>', duties: 'Plan\n\n  Run  ', requirements: 'Care' }),
      'en',
      SITE,
      WORDS,
    );
    expect(data?.description).toBe('Tests things\n\nDuties\n1. Plan\n2. Run\n\nRequirements\n1. Care');
  });

  it('leaves out validThrough and baseSalary when HR gave none', () => {
    const data = jobPostingData(jobDetail(1), 'en', SITE, WORDS);
    expect(data).not.toHaveProperty('validThrough');
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('gives the salary as a range in its currency and unit, or the one end HR gave', () => {
    const range = jobPostingData(
      jobDetail(1, { salaryMin: 15000, salaryMax: 25000, salaryCurrency: 'CNY', salaryUnit: 'MONTH' }),
      'en',
      SITE,
      WORDS,
    );
    expect(range?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CNY',
      value: { '@type': 'QuantitativeValue', minValue: 15000, maxValue: 25000, unitText: 'MONTH' },
    });
    const from = jobPostingData(
      jobDetail(1, { salaryMin: 300000, salaryCurrency: 'HKD', salaryUnit: 'YEAR' }),
      'en',
      SITE,
      WORDS,
    );
    expect(from?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'HKD',
      value: { '@type': 'QuantitativeValue', minValue: 300000, unitText: 'YEAR' },
    });
  });

  it('is not given for a closed opening', () => {
    expect(jobPostingData(jobDetail(1, { closed: true }), 'en', SITE, WORDS)).toBeUndefined();
  });

  it('numbers a list under its heading', () => {
    expect(numberedText('Requirements', ['Law degree', 'English'])).toBe('Requirements\n1. Law degree\n2. English');
  });

  it('cannot close its script element, and still parses to the same data', () => {
    const data = jobPostingData(
      jobDetail(1, { title: '</script><script>alert(1)</script> & more' }),
      'en',
      SITE,
      WORDS,
    );
    const json = serializeJsonLd(data!);
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
  });
});
