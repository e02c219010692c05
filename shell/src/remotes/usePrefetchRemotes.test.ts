import { prefetchRemoteFiles, remoteForHref, shouldPrefetch } from './usePrefetchRemotes';
import { registerRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

it("asks the browser to prefetch a remote's entry and first files, once, without running them", async () => {
  registerRegistry([{ name: 'mfe_media', entry: '/remotes/mfe_media/7/mf-manifest.json' }]);
  const manifest = { exposes: [{ assets: { js: { sync: ['__expose.1a.js'] }, css: { sync: ['__expose.2b.css'] } } }] };
  global.fetch = jest.fn().mockResolvedValue({ json: () => Promise.resolve(manifest) }) as unknown as typeof fetch;
  await prefetchRemoteFiles('mfe_media');
  await prefetchRemoteFiles('mfe_media');
  const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
  expect(links).toEqual([
    ['prefetch', '/remotes/mfe_media/7/remoteEntry.js'],
    ['prefetch', '/remotes/mfe_media/7/__expose.1a.js'],
    ['prefetch', '/remotes/mfe_media/7/__expose.2b.css'],
  ]);
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

it('prefetches unless the connection is 2g or saves data', () => {
  expect(shouldPrefetch(undefined)).toBe(true);
  expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
  expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
  expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
});

it('finds the remote behind a link', () => {
  const origin = 'https://www.example.com';
  expect(remoteForHref('/en/investor_list3?year=2025', origin)).toBe('mfe_investor');
  expect(remoteForHref('/mobile/job_detail2', origin)).toBe('mfe_careers');
  expect(remoteForHref('/hk/tips', origin)).toBeUndefined();
  expect(remoteForHref('/en/unknown', origin)).toBeUndefined();
  expect(remoteForHref('https://elsewhere.example.org/en/media', origin)).toBeUndefined();
});
