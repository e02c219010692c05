import { remoteForHref, shouldPrefetch } from './usePrefetchRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

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
