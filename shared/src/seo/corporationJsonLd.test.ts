import { breadcrumbJsonLd } from './breadcrumbJsonLd';
import { corporationJsonLd } from './corporationJsonLd';

describe('the company as structured data', () => {
  it('is a Corporation with its Nasdaq ticker, named as the page language names it, with absolute url and logo', () => {
    const data = corporationJsonLd('hk', 'https://www.example.org');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Corporation',
      name: '中馳車福',
      legalName: 'Autozi Internet Technology (Global) Ltd.',
      alternateName: ['中驰车福', 'Autozi'],
      url: 'https://www.example.org/hk',
      logo: 'https://www.example.org/favicon.svg',
      tickerSymbol: 'NASDAQ AZI',
      foundingDate: '2010',
    });
    expect(corporationJsonLd('zh', 'https://www.example.org').url).toBe('https://www.example.org/');
  });

  it('names paths only when the public origin is not known', () => {
    expect(corporationJsonLd('en', undefined)).toMatchObject({ url: '/en', logo: '/favicon.svg' });
  });
});

it('numbers the steps of a breadcrumb from 1, the last one without a URL', () => {
  expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://x.org/' }, { name: 'News details' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.org/' },
      { '@type': 'ListItem', position: 2, name: 'News details' },
    ],
  });
});
