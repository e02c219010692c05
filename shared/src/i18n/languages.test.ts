import { langFromCookie } from '@azi/shared/i18n/languages';

it("reads the visitor's language from the lang cookie among others", () => {
  expect(langFromCookie('lang=en')).toBe('en');
  expect(langFromCookie('theme=dark; lang=hk; x=1')).toBe('hk');
  expect(langFromCookie('a=1;lang=zh')).toBe('zh');
});

it('finds no language in another cookie whose name ends in lang, an unknown value or no header', () => {
  expect(langFromCookie('ui_lang=en')).toBeUndefined();
  expect(langFromCookie('lang=fr')).toBeUndefined();
  expect(langFromCookie('lang=english')).toBeUndefined();
  expect(langFromCookie('lang=')).toBeUndefined();
  expect(langFromCookie(undefined)).toBeUndefined();
});
