import { pageQuery } from '@azi/shared/routing/pageQuery';
import { findPage, INVESTOR_ARCHIVE_IDS } from '@azi/shared/routing/sitePages';
import { queryCases } from '@azi/shared/testing/queryCases';
import { ARCHIVES } from './archiveDefinitions';
import { archiveQueryParams, parseArchiveQuery } from './archiveQuery';

const parse = (search: string, types: readonly string[] = ['annual', 'interim']) =>
  parseArchiveQuery(new URLSearchParams(search), types);

describe('parseArchiveQuery', () => {
  it('reads year, keyword, type and page from a shared link', () => {
    expect(parse('?year=2025&keyword=%2020-F%20&type=annual&page=3')).toEqual({
      year: 2025,
      keyword: '20-F',
      type: 'annual',
      page: 3,
    });
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
    expect(archiveQueryParams({ year: 2024, keyword: '6-K', type: 'interim', page: 2 })).toEqual({
      year: '2024',
      keyword: '6-K',
      type: 'interim',
      page: '2',
    });
  });

  it("reads and writes the SEC filings' category in its own parameter", () => {
    expect(
      parseArchiveQuery(new URLSearchParams('category=insider&type=annual'), ['insider', 'annual'], 'category').type,
    ).toBe('insider');
    expect(archiveQueryParams({ year: undefined, keyword: '', type: 'insider', page: 1 }, 'category')).toEqual({
      category: 'insider',
    });
  });
});

describe.each(INVESTOR_ARCHIVE_IDS)('the page table entry of investor_list%i', (id) => {
  const key = `investor_list${id}`;
  const types = ARCHIVES[id].typeFilter?.values;
  const param = ARCHIVES[id].typeFilter?.param ?? 'type';
  const names = (findPage(key)?.query ?? []).map((rule) => rule.name);

  it('declares exactly the parameters the archive reads', () => {
    expect(names).toEqual(['year', 'keyword', ...(types ? [param] : []), 'page']);
  });

  it('keeps, for the server render and its cache, everything the archive acts on and nothing else', () => {
    for (const search of queryCases([...names, 'type', 'category'])) {
      const kept = pageQuery(key, search);
      expect(parseArchiveQuery(kept, types, param)).toEqual(parseArchiveQuery(search, types, param));
      expect(pageQuery(key, kept).toString()).toBe(kept.toString());
    }
  });
});
