import { pageQuery } from '@azi/shared/routing/pageQuery';
import { findPage } from '@azi/shared/routing/sitePages';
import { queryCases } from '@azi/shared/testing/queryCases';
import { readArticleId, readListQuery } from './readNewsQuery';

const q = (search: string) => new URLSearchParams(search);

describe('readListQuery', () => {
  it('reads the page and year of the address', () => {
    expect(readListQuery(q('?page=3&year=2025'))).toEqual({ pageNo: 3, year: 2025 });
  });

  it('starts at page 1 of every year when the address says nothing usable', () => {
    expect(readListQuery(q(''))).toEqual({ pageNo: 1, year: undefined });
    expect(readListQuery(q('?page=0&year=25'))).toEqual({ pageNo: 1, year: undefined });
    expect(readListQuery(q('?page=-2&year=abcd'))).toEqual({ pageNo: 1, year: undefined });
    expect(readListQuery(q('?page=2.5'))).toEqual({ pageNo: 1, year: undefined });
  });
});

describe('readArticleId', () => {
  it('reads a positive whole id', () => {
    expect(readArticleId(q('?id=42'))).toBe(42);
  });

  it.each(['', '?id=', '?id=abc', '?id=-1', '?id=0', '?id=1.5', '?id=1e3', '?id=99999999999'])(
    'refuses %p',
    (search) => {
      expect(readArticleId(q(search))).toBeUndefined();
    },
  );
});

describe('the page table entries of media and mediaDetail', () => {
  it.each([
    ['media', (search: URLSearchParams) => readListQuery(search)],
    ['mediaDetail', (search: URLSearchParams) => readArticleId(search)],
  ] as const)(
    'keep, for the server render of %s and its cache, everything the page acts on and nothing else',
    (key, read) => {
      const names = (findPage(key)?.query ?? []).map((rule) => rule.name);
      expect(names).toEqual(key === 'media' ? ['year', 'page'] : ['id']);
      for (const search of queryCases([...names, 'id', 'page'])) {
        const kept = pageQuery(key, search);
        expect(read(kept)).toEqual(read(search));
        expect(pageQuery(key, kept).toString()).toBe(kept.toString());
      }
    },
  );
});
