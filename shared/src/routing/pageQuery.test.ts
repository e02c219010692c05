import { canonicalPageQuery, pageQuery } from '@azi/shared/routing/pageQuery';
import { SITE_PAGES } from '@azi/shared/routing/sitePages';
import { queryCases } from '@azi/shared/testing/queryCases';

const q = (search: string) => new URLSearchParams(search);
const kept = (page: string, search: string) => pageQuery(page, q(search)).toString();

describe('pageQuery', () => {
  it('keeps only the parameters the page reads: tracking tags and cache-busters never reach the render or the cache key', () => {
    expect(kept('investor', 'r=0.123&utm_source=x')).toBe('');
    expect(kept('home', 'id=4&year=2025')).toBe('');
    expect(kept('investor_list3', 'utm_campaign=ir&type=annual&r=8&year=2025&fbclid=z')).toBe('year=2025&type=annual');
    expect(kept('mediaDetail', 'id=42&utm_source=wechat')).toBe('id=42');
    expect(kept('job_list', 'q=test&category=engineering&page=2')).toBe('category=engineering&q=test');
    expect(kept('no_such_page', 'id=1')).toBe('');
  });

  it('writes them in the page table order, whatever order they came in', () => {
    expect(kept('investor_list1', 'page=3&type=news&keyword=AZI&year=2024')).toBe(
      'year=2024&keyword=AZI&type=news&page=3',
    );
    expect(kept('investor_list1', 'year=2024&page=3&keyword=AZI&type=news')).toBe(
      'year=2024&keyword=AZI&type=news&page=3',
    );
    expect(kept('media', 'page=2&year=2025')).toBe('year=2025&page=2');
  });

  it('drops what the page would ignore or read as its default, and writes the rest as the page reads it', () => {
    expect(kept('investor_list2', 'year=abc&page=-1&type=annual&keyword=%20%20')).toBe('');
    expect(kept('investor_list3', 'type=ANNUAL&page=1')).toBe('');
    expect(kept('investor_list3', 'year=%202025%20&page=007&keyword=%2020-F%20')).toBe('year=2025&keyword=20-F&page=7');
    expect(kept('mediaDetail', 'id=0')).toBe('');
    expect(kept('mediaDetail', 'id=2147483648')).toBe('');
    expect(kept('mediaDetail', 'id=0042&id=7')).toBe('id=42');
    expect(kept('job_list', 'category=Engineering&q=')).toBe('');
  });

  it('cuts a long keyword where the page cuts it, so that reading the cut gives the page the same words', () => {
    const cut = (text: string) => pageQuery('investor_list2', new URLSearchParams([['keyword', text]])).get('keyword');
    expect(cut(`${'k'.repeat(150)}`)).toBe('k'.repeat(100));
    expect(cut(` ${'k'.repeat(99)} ${'z'.repeat(40)}`)).toBe(`${'k'.repeat(99)} z`);
    expect(cut(`${'k'.repeat(99)}😀${'z'.repeat(9)}`)).toBe(`${'k'.repeat(99)}😀`);
  });

  it('gives a few stable keys for many cache-busting variants of one page', () => {
    const keys = new Set(
      queryCases(['r', 'utm_source', 'page'], 300).map((search) => pageQuery('investor', search).toString()),
    );
    expect([...keys]).toEqual(['']);
  });
});

describe('canonicalPageQuery', () => {
  it('keeps only what names the item shown: an article id, never filters or anything else', () => {
    expect(canonicalPageQuery('mediaDetail', q('utm_source=x&id=0042')).toString()).toBe('id=42');
    expect(canonicalPageQuery('investor_list3', q('year=2025&type=annual')).toString()).toBe('');
    expect(canonicalPageQuery('media', q('page=2')).toString()).toBe('');
  });
});

it('every page of the table declares its query parameters once each', () => {
  for (const page of SITE_PAGES) {
    const names = (page.query ?? []).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  }
});
