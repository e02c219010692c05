import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import { contentItemPath } from './contentPages';
import { parsePath } from './paths';

describe('where a content item shows', () => {
  it('opens a press release on its own page, in every language and layout', () => {
    expect(contentItemPath('media', { id: 42 }, 'zh')).toBe('/mediaDetail?id=42');
    expect(contentItemPath('media', { id: 42, date: '2025-03-01' }, 'en', 'mobile')).toBe(
      '/en/mobile/mediaDetail?id=42',
    );
  });

  it("filters an IR archive to the item's year, and investor news to its own list", () => {
    expect(contentItemPath('notice', { id: 1, date: '2025-06-30' }, 'hk')).toBe('/hk/investor_list2?year=2025');
    expect(contentItemPath('investorNews', { id: 1, date: '2024-01-02' }, 'en')).toBe(
      '/en/investor_list1?type=news&year=2024',
    );
    expect(contentItemPath('americaNotice', { id: 1 }, 'zh', 'mobile')).toBe('/mobile/investor_list5');
  });

  it('shows a banner on the home page', () => {
    expect(contentItemPath('banner', { id: 3 }, 'zh')).toBe('/');
    expect(contentItemPath('banner', { id: 3 }, 'en', 'mobile')).toBe('/en/mobile');
  });

  it.each(CONTENT_NAMES)('links %s to a page of the site', (kind) => {
    const path = contentItemPath(kind, { id: 7, date: '2026-01-01' }, 'en', 'mobile');
    // Its path, without the query or the item's anchor (a question of the FAQ page).
    expect(parsePath(path.split(/[?#]/)[0] ?? '')).toMatchObject({ kind: 'page', lang: 'en', layout: 'mobile' });
  });
});
