import Cookies from 'js-cookie';
import { languageLinks, rememberLanguage } from './languageLinks';

it('keeps the page, the query parameters it reads and the hash when the language changes', () => {
  const links = languageLinks('/en/investor_list3', '?utm_source=x&type=annual&r=1&year=2025', '#top');
  expect(links).toEqual([
    { lang: 'zh', href: '/investor_list3?year=2025&type=annual#top', current: false },
    { lang: 'hk', href: '/hk/investor_list3?year=2025&type=annual#top', current: false },
    { lang: 'en', href: '/en/investor_list3?year=2025&type=annual#top', current: true },
  ]);
  // What the server renders (the page's own parameters only) and what the browser hydrates agree.
  expect(languageLinks('/en/introduce', '?x=1', '#fzlc').map((l) => l.href)).toEqual([
    '/introduce#fzlc',
    '/hk/introduce#fzlc',
    '/en/introduce#fzlc',
  ]);
});

it('keeps the mobile layout', () => {
  expect(languageLinks('/mobile/investor', '', '').map((l) => l.href)).toEqual([
    '/mobile/investor',
    '/hk/mobile/investor',
    '/en/mobile/investor',
  ]);
});

it('leads to the home of each language from a page that does not exist', () => {
  expect(languageLinks('/en/nowhere', '', '').map((l) => l.href)).toEqual(['/', '/hk', '/en']);
});

it('stores the choice in the lang cookie', async () => {
  await rememberLanguage('hk');
  expect(Cookies.get('lang')).toBe('hk');
});
