import Cookies from 'js-cookie';
import { languageLinks, rememberLanguage } from './languageLinks';

it('keeps the page, query and hash when the language changes', () => {
  const links = languageLinks('/en/introduce', '?x=1', '#fzlc');
  expect(links).toEqual([
    { lang: 'zh', href: '/introduce?x=1#fzlc', current: false },
    { lang: 'hk', href: '/hk/introduce?x=1#fzlc', current: false },
    { lang: 'en', href: '/en/introduce?x=1#fzlc', current: true },
  ]);
});

it('keeps the mobile layout', () => {
  expect(languageLinks('/mobile/investor', '', '').map((l) => l.href)).toEqual(['/mobile/investor', '/hk/mobile/investor', '/en/mobile/investor']);
});

it('leads to the home of each language from a page that does not exist', () => {
  expect(languageLinks('/en/nowhere', '', '').map((l) => l.href)).toEqual(['/', '/hk', '/en']);
});

it('stores the choice in the lang cookie', () => {
  rememberLanguage('hk');
  expect(Cookies.get('lang')).toBe('hk');
});
