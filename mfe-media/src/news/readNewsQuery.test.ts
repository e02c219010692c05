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

  it.each(['', '?id=', '?id=abc', '?id=-1', '?id=0', '?id=1.5', '?id=1e3', '?id=99999999999'])('refuses %p', (search) => {
    expect(readArticleId(q(search))).toBeUndefined();
  });
});
