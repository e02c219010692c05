import { bannerLink } from './bannerLink';

describe('bannerLink', () => {
  it('rebuilds a site link for the visitor’s language and layout, keeping the hash', () => {
    expect(bannerLink('/service#saas', 'en', 'mobile')).toEqual({ kind: 'page', to: '/en/mobile/service#saas' });
    expect(bannerLink('/introduce', 'zh', 'desktop')).toEqual({ kind: 'page', to: '/introduce' });
    expect(bannerLink('/', 'hk', 'desktop')).toEqual({ kind: 'page', to: '/hk' });
  });

  it('keeps a query string', () => {
    expect(bannerLink('/mediaDetail?id=4', 'hk', 'desktop')).toEqual({ kind: 'page', to: '/hk/mediaDetail?id=4' });
  });

  it('leaves an http(s) address as it is', () => {
    expect(bannerLink('https://www.nasdaq.com/market-activity/stocks/azi', 'en', 'desktop')).toEqual({
      kind: 'external',
      href: 'https://www.nasdaq.com/market-activity/stocks/azi',
    });
  });

  it('gives no link for an empty, unknown, protocol-relative or script address', () => {
    expect(bannerLink('', 'en', 'desktop')).toBeUndefined();
    expect(bannerLink('/no-such-page', 'en', 'desktop')).toBeUndefined();
    expect(bannerLink('//evil.example/x', 'en', 'desktop')).toBeUndefined();
    expect(bannerLink('javascript:alert(1)', 'en', 'desktop')).toBeUndefined();
  });
});
