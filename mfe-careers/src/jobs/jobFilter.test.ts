import { pageQuery } from '@azi/shared/routing/pageQuery';
import { findPage } from '@azi/shared/routing/sitePages';
import { queryCases } from '@azi/shared/testing/queryCases';
import { CATEGORY_PARAM, jobFilterSearch, KEYWORD_PARAM, readJobFilter } from './jobFilter';

describe('job filter', () => {
  it('reads the category and keyword from the query, ignoring an unknown category', () => {
    expect(readJobFilter(new URLSearchParams('category=legal&q=%20sec%20'))).toEqual({
      category: 'legal',
      keyword: 'sec',
    });
    expect(readJobFilter(new URLSearchParams('category=astronaut'))).toEqual({ category: undefined, keyword: '' });
  });

  it('writes only the parts that are set back into the query', () => {
    expect(jobFilterSearch({ category: 'engineering', keyword: ' test ' })).toBe('category=engineering&q=test');
    expect(jobFilterSearch({ category: undefined, keyword: '' })).toBe('');
  });
});

describe('the page table entry of job_list', () => {
  it('keeps, for the server render and its cache, the filter the list acts on and nothing else', () => {
    const names = (findPage('job_list')?.query ?? []).map((rule) => rule.name);
    expect(names).toEqual([CATEGORY_PARAM, KEYWORD_PARAM]);
    for (const search of queryCases(names)) {
      const kept = pageQuery('job_list', search);
      expect(readJobFilter(kept)).toEqual(readJobFilter(search));
      expect(pageQuery('job_list', kept).toString()).toBe(kept.toString());
    }
  });
});
