import { serializeJsonLd } from '@azi/shared/seo/jsonLd';
import { jobPostingData, numberedText } from './jobPostingJsonLd';

describe('JobPosting structured data', () => {
  it('describes a full-time position in China for the hiring company', () => {
    const data = jobPostingData({
      title: 'Software Test Engineer',
      description: 'Tests things',
      datePosted: '2026-11-20',
      occupationalCategory: 'Engineering',
      city: 'Beijing',
      region: 'Beijing',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Software Test Engineer',
      datePosted: '2026-11-20',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Autozi Internet Technology (Global) Ltd.' },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Beijing', addressRegion: 'Beijing', addressCountry: 'CN' },
      },
    });
  });

  it('numbers a list under its heading', () => {
    expect(numberedText('Requirements', ['Law degree', 'English'])).toBe('Requirements\n1. Law degree\n2. English');
  });

  it('cannot close its script element, and still parses to the same data', () => {
    const data = { description: '</script><script>alert(1)</script> & more' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
  });
});
