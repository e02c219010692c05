import { beijingTime } from '../../src/content/beijingTime';
import { ResponseCache } from '../../src/content/responseCache';

describe('ResponseCache', () => {
  it('shares one load between concurrent callers and reuses it until cleared', async () => {
    const cache = new ResponseCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    cache.clear();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets failures so the next call tries again', async () => {
    const cache = new ResponseCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('holds a bounded number of entries', async () => {
    const cache = new ResponseCache(60_000, 2);
    let loads = 0;
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, async () => ++loads);
    expect(loads).toBe(4);
  });
});

describe('beijingTime', () => {
  it('shows an instant at UTC+8', () => {
    expect(beijingTime('2026-12-31T20:30:00Z')).toBe('2027-01-01 04:30');
    expect(beijingTime(null)).toBeNull();
  });
});
