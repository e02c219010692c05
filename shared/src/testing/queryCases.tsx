/**
 * Queries a page's URL may arrive with, for checking that pageQuery keeps exactly what a page
 * reads: its own parameters with good, odd and bad values, repeated, mixed with tracking tags and
 * cache-busters. Seeded, so every run draws the same cases.
 */
const VALUES = [
  '1',
  '2',
  '01',
  ' 7 ',
  '2025',
  ' 2025',
  '1989',
  '2100',
  '2101',
  '0',
  '-1',
  '+3',
  '2.5',
  '1e3',
  'abc',
  '',
  ' ',
  '99999999999',
  '2147483647',
  '2147483648',
  'results',
  'news',
  'annual',
  'interim',
  'otherNews',
  'ANNUAL',
  ' annual',
  'engineering',
  'legal',
  'Engineering',
  'unknown',
  '20-F',
  ' 20-F ',
  '年报',
  'a b',
  '%',
  '_',
  '\u00a0x\u00a0',
  `${'k'.repeat(99)} tail`,
  `${'k'.repeat(99)}😀tail`,
  `${'w'.repeat(120)}`,
  `${'s'.repeat(100)}   x`,
];
const NOISE = ['utm_source', 'utm_campaign', 'r', 'fbclid', 'lang', 'Year', 'id ', '_'];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function queryCases(names: readonly string[], count = 400, seed = 21): URLSearchParams[] {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const cases: URLSearchParams[] = [
    new URLSearchParams(),
    ...names.flatMap((name) => VALUES.map((value) => new URLSearchParams([[name, value]]))),
  ];
  for (let i = 0; i < count; i += 1) {
    const search = new URLSearchParams();
    const parts = 1 + Math.floor(next() * 6);
    for (let j = 0; j < parts; j += 1)
      search.append(next() < 0.7 ? pick(names) : pick(NOISE), next() < 0.1 ? String(next()) : pick(VALUES));
    cases.push(search);
  }
  return cases;
}
