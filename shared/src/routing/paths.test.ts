import { LANGS } from '@azi/shared/i18n/languages';
import {
  buildPath,
  parsePath,
  pathLanguage,
  redirectTo,
  switchLanguagePath,
  type Layout,
  type PageAddress,
} from '@azi/shared/routing/paths';
import { SITE_PAGES } from '@azi/shared/routing/sitePages';

describe('parsePath', () => {
  it('reads the unprefixed home as the zh desktop home', () => {
    expect(parsePath('/')).toEqual({ kind: 'page', lang: 'zh', layout: 'desktop', page: 'home' });
  });

  it('reads language, mobile layout and page', () => {
    expect(parsePath('/hk/mobile/investor')).toEqual({ kind: 'page', lang: 'hk', layout: 'mobile', page: 'investor' });
    expect(parsePath('/en/job_list/')).toEqual({ kind: 'page', lang: 'en', layout: 'desktop', page: 'job_list' });
    expect(parsePath('/mobile')).toEqual({ kind: 'page', lang: 'zh', layout: 'mobile', page: 'home' });
  });

  it('asks to drop a /zh prefix', () => {
    expect(parsePath('/zh/introduce')).toEqual({ kind: 'redirect', to: '/introduce' });
    expect(parsePath('/zh')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends an old job page to its opening, in one step from /zh, keeping the layout', () => {
    expect(parsePath('/en/mobile/job_detail8')).toEqual({ kind: 'redirect', to: '/en/mobile/job_detail?id=8' });
    expect(parsePath('/zh/job_detail3/')).toEqual({ kind: 'redirect', to: '/job_detail?id=3' });
    expect(redirectTo('/job_detail?id=3', '?id=7&utm_source=x')).toBe('/job_detail?id=3&utm_source=x');
  });

  it('does not find unsupported languages, unknown pages or extra segments', () => {
    expect(parsePath('/fr/introduce').kind).toBe('notFound');
    expect(parsePath('/fr').kind).toBe('notFound');
    expect(parsePath('/en/job_detail0').kind).toBe('notFound');
    expect(parsePath('/en/introduce/extra').kind).toBe('notFound');
    expect(parsePath('/en/home').kind).toBe('notFound');
    expect(parsePath('/mobile/mobile').kind).toBe('notFound');
  });
});

describe('buildPath', () => {
  it('leaves zh unprefixed and prefixes hk and en', () => {
    expect(buildPath({ lang: 'zh', layout: 'desktop', page: 'home' })).toBe('/');
    expect(buildPath({ lang: 'en', layout: 'desktop', page: 'home' })).toBe('/en');
    expect(buildPath({ lang: 'hk', layout: 'mobile', page: 'media' })).toBe('/hk/mobile/media');
  });

  it('adds query and hash', () => {
    expect(buildPath({ lang: 'en', layout: 'desktop', page: 'mediaDetail' }, { query: { id: 42 }, hash: 'top' })).toBe(
      '/en/mediaDetail?id=42#top',
    );
  });

  it('round-trips every page, in every language and layout, through parsePath', () => {
    const layouts: Layout[] = ['desktop', 'mobile'];
    const addresses: PageAddress[] = SITE_PAGES.flatMap(({ key }) =>
      LANGS.flatMap((lang) => layouts.map((layout) => ({ lang, layout, page: key }))),
    );
    expect(addresses).toHaveLength(SITE_PAGES.length * 6);
    const mismatched = addresses.filter(
      (address) => JSON.stringify(parsePath(buildPath(address))) !== JSON.stringify({ kind: 'page', ...address }),
    );
    expect(mismatched).toEqual([]);
  });
});

it('gives the language a path is shown in, the default one for a /zh redirect', () => {
  expect(pathLanguage(parsePath('/hk/mobile/service'))).toBe('hk');
  expect(pathLanguage(parsePath('/en/nowhere'))).toBe('en');
  expect(pathLanguage(parsePath('/zh/service'))).toBe('zh');
  expect(pathLanguage(parsePath('/'))).toBe('zh');
});

it('keeps the path, query and hash when the language changes', () => {
  expect(switchLanguagePath({ lang: 'en', layout: 'desktop', page: 'introduce' }, 'zh', '?a=1', '#fzlc')).toBe(
    '/introduce?a=1#fzlc',
  );
});
