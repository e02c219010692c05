import { pageTarget } from './pageTarget';

const origin = 'https://www.example.com';

it('finds the page behind a link, keyed by its path and the query it reads', () => {
  expect(pageTarget('/en/investor_list3?utm_source=mail&year=2025#gg', origin)).toEqual({
    key: '/en/investor_list3?year=2025',
    address: { lang: 'en', layout: 'desktop', page: 'investor_list3' },
    owner: 'mfe_investor',
    freeText: false,
  });
  expect(pageTarget('https://www.example.com/mobile/job_detail?id=2', origin)).toMatchObject({
    key: '/mobile/job_detail?id=2',
    owner: 'mfe_careers',
  });
  expect(pageTarget('/hk/tips', origin)).toMatchObject({ key: '/hk/tips', owner: 'shell' });
});

it('tells a search (free text, drawn anew for every request) from a page that can be prepared while idle', () => {
  expect(pageTarget('/en/search?q=insurance&kind=news', origin)).toMatchObject({
    key: '/en/search?q=insurance&kind=news',
    owner: 'shell',
    freeText: true,
  });
  expect(pageTarget('/en/search', origin)).toMatchObject({ freeText: false });
  expect(pageTarget('/en/investor_list2?keyword=annual', origin)).toMatchObject({ freeText: true });
});

it('knows no page behind another site, a redirect or an unknown path', () => {
  expect(pageTarget('https://elsewhere.example.org/en/media', origin)).toBeUndefined();
  expect(pageTarget('/zh/media', origin)).toBeUndefined();
  expect(pageTarget('/en/unknown', origin)).toBeUndefined();
  expect(pageTarget('/documents/report.pdf', origin)).toBeUndefined();
});
