import { archiveQueryParams, parseArchiveQuery } from './archiveQuery';

const parse = (search: string, types: readonly string[] = ['annual', 'interim']) => parseArchiveQuery(new URLSearchParams(search), types);

describe('parseArchiveQuery', () => {
  it('reads year, keyword, type and page from a shared link', () => {
    expect(parse('?year=2025&keyword=%2020-F%20&type=annual&page=3')).toEqual({ year: 2025, keyword: '20-F', type: 'annual', page: 3 });
  });

  it('falls back to the defaults for nonsense values', () => {
    expect(parse('?year=abc&page=-1&type=secret')).toEqual({ year: undefined, keyword: '', type: undefined, page: 1 });
    expect(parse('?year=1200&page=0')).toEqual({ year: undefined, keyword: '', type: undefined, page: 1 });
    expect(parse('?page=2.5')).toMatchObject({ page: 1 });
  });

  it('cuts an overlong keyword to what the API accepts', () => {
    expect(parse(`?keyword=${'a'.repeat(300)}`).keyword).toHaveLength(100);
  });
});

describe('archiveQueryParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(archiveQueryParams({ year: undefined, keyword: '', type: undefined, page: 1 })).toEqual({});
    expect(archiveQueryParams({ year: 2024, keyword: '6-K', type: 'interim', page: 2 })).toEqual({ year: '2024', keyword: '6-K', type: 'interim', page: '2' });
  });
});
