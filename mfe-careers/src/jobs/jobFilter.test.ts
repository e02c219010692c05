import { pageQuery } from '@azi/shared/routing/pageQuery';
import { findPage } from '@azi/shared/routing/sitePages';
import { queryCases } from '@azi/shared/testing/queryCases';
import {
  CATEGORY_PARAM,
  filterPositions,
  jobFilterSearch,
  KEYWORD_PARAM,
  readJobFilter,
  type ListedPosition,
} from './jobFilter';
import { POSITIONS } from './positions';

const items: ListedPosition[] = POSITIONS.slice(0, 3).map((position, i) => ({
  position,
  text: {
    title: ['Senior Legal Manager', 'Treasurer', 'Brand Marketing Director'][i]!,
    summary: ['Contracts and SEC reporting', 'Cash and books', 'The brand'][i]!,
    responsibilities: [],
    requirements: [],
    category: ['Legal', 'Finance', 'Marketing'][i]!,
    city: 'Beijing',
    region: 'Beijing',
  },
}));

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

  it('keeps positions of the chosen family', () => {
    expect(filterPositions(items, { category: 'finance', keyword: '' }).map((i) => i.text.title)).toEqual([
      'Treasurer',
    ]);
  });

  it('matches every word of the keyword against title, summary, family and city, ignoring case', () => {
    expect(filterPositions(items, { category: undefined, keyword: 'sec LEGAL' }).map((i) => i.text.title)).toEqual([
      'Senior Legal Manager',
    ]);
    expect(filterPositions(items, { category: undefined, keyword: 'beijing' })).toHaveLength(3);
    expect(filterPositions(items, { category: 'finance', keyword: 'brand' })).toEqual([]);
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
