/**
 * A bounded fuzz run: a few thousand malformed requests across the read endpoints, from a
 * seeded random generator (reproducible), must never produce a 5xx.
 */
import { API, startTestApp, type TestApp } from './helpers/testApp';

const SEGMENTS = [
  'banner',
  'media',
  'investorNews',
  'quarterlyAchievement',
  'notice',
  'financialReport',
  'investorCalendar',
  'americaNotice',
];
const NASTY = [
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  '%00',
  '%',
  '%%',
  '_',
  "'",
  "' or 1=1 --",
  '"',
  '\\',
  '..%2F..',
  '%E4%B8%AD',
  '%F0%9F%9A%97',
  '99999999999999999999',
  ' 1',
  '1 ',
  '0x10',
  'true',
  'a'.repeat(300),
  '<script>',
  '%ZZ',
  '1.5',
  'en',
  'fr',
];
const PARAMS = ['lang', 'year', 'keyword', 'type', 'id', 'pageNo', 'lang[]', 'year[0]', '__proto__', 'constructor'];

/** mulberry32: tiny, seeded, good enough to vary inputs reproducibly. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzzing the read endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('answers 1,500 malformed requests without a single 5xx, in bounded time', async () => {
    const rnd = random(20261122);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
    const started = Date.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1500; i++) {
      const query = Array.from({ length: Math.floor(rnd() * 4) }, () => `${pick(PARAMS)}=${pick(NASTY)}`).join('&');
      const shape = rnd();
      const url =
        shape < 0.6
          ? `${API}/${pick(SEGMENTS)}/findPage/${pick(NASTY)}/${pick(NASTY)}?${query}`
          : shape < 0.8
            ? `${API}/media/getById?${query}`
            : shape < 0.9
              ? `${API}/quarterlyAchievement/${pick(['lastQuarterlyAchievement', 'allQuarterlyAchievement'])}?${query}`
              : `${API}/${pick(SEGMENTS)}/${pick(NASTY)}?${query}`;
      const response = await t.app.inject({ method: pick(['GET', 'GET', 'GET', 'HEAD', 'DELETE', 'PUT']), url });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) throw new Error(`${response.statusCode} for ${url}: ${response.body}`);
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
