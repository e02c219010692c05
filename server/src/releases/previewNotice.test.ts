import { previewPageLang, previewProblemPage, releasePreviewNotice } from './previewNotice';
import { END_PREVIEW_URL } from './previewLink';

const expires = new Date('2026-11-27T10:30:00Z');

it('words the preview banner in the page language, with a link that ends the preview', () => {
  expect(releasePreviewNotice('hk', 'mfe_investor 2026.11.27-1', expires, END_PREVIEW_URL)).toBe(
    '預發佈版本，尚未上線：mfe_investor 2026.11.27-1。 此預覽有效至 2026-11-27 10:30（UTC）。 <a href="/__release-preview/end" style="color:#fff;text-decoration:underline;margin-left:8px">結束預覽</a>',
  );
  expect(releasePreviewNotice('zh', 'x', expires, END_PREVIEW_URL)).toContain('>结束预览</a>');
  expect(releasePreviewNotice('en', '<b>', expires, END_PREVIEW_URL)).toMatch(
    /^Staged release, not live: &lt;b&gt;\. This preview works until 2026-11-27 10:30 UTC\. <a href="\/__release-preview\/end"[^>]*>End the preview<\/a>$/,
  );
});

it('opens a link that does not work in the language the person reads the site in', () => {
  expect(previewPageLang('lang=hk', 'en-GB')).toBe('hk');
  expect(previewPageLang(undefined, 'zh-TW,zh;q=0.9')).toBe('hk');
  expect(previewPageLang(undefined, 'en-US,en;q=0.9')).toBe('en');
  expect(previewPageLang(undefined, undefined)).toBe('zh');
  const page = previewProblemPage('zh', 410, 'expired');
  expect(page).toContain('<html lang="zh-CN">');
  expect(page).toContain('此预览链接已过期');
  expect(page).toContain('<a href="/">前往正式网站</a>');
  expect(previewProblemPage('en', 404, 'unknown')).toContain('<a href="/en">The live site</a>');
});
