import { LANGS } from '@azi/shared/i18n/languages';
import { findPage } from '@azi/shared/routing/sitePages';
import { shellSearchEntries, shellSearchText } from './shellSearchText';

const entry = (page: string, anchor?: string) =>
  shellSearchEntries().find((each) => each.page === page && each.anchor === anchor);

describe("the shell's words about its pages, for site search", () => {
  it('names each page by its menu word in every language', () => {
    expect(entry('employee')?.heading).toEqual({ zh: '员工发展', hk: expect.any(String), en: 'Careers' });
    expect(entry('investor')?.heading.en).toBe('Investors');
    // The page's title as search engines show it is among its words ("Investor Relations | Autozi").
    expect(entry('investor')?.text.en).toContain('Investor Relations');
  });

  it("names each anchored section by its menu word, as the header's sub-menu does", () => {
    expect(entry('investor', 'gpxx')?.heading).toEqual({
      zh: '股票信息',
      hk: expect.stringMatching(/股票/),
      en: 'Stock Information',
    });
    expect(entry('service', 'insure')?.heading.en).toBe('Auto Insurance Services');
  });

  it("holds the shell's own pages and the investor page's alerts form", () => {
    expect(entry('contact')?.text.en).toContain('leave us a message');
    expect(entry('accessibility')?.heading.en).toBeTruthy();
    expect(entry('investor', 'alerts')?.heading).toEqual({
      zh: expect.any(String),
      hk: expect.any(String),
      en: 'E-mail alerts',
    });
  });

  it("leaves out search, form answers and items' pages, and a job's generic title", () => {
    for (const page of ['search', 'alerts', 'event', 'mediaDetail', 'job_detail']) expect(entry(page)).toBeUndefined();
  });

  it('names only pages and anchors of the page table, with a heading in every language', () => {
    for (const each of shellSearchEntries()) {
      const page = findPage(each.page);
      expect(page).toBeDefined();
      if (each.anchor && each.anchor !== 'alerts')
        expect(page!.anchors.map((anchor) => anchor.id)).toContain(each.anchor);
      for (const lang of LANGS) expect(each.heading[lang]).not.toBe('');
    }
  });

  it('has a version that changes only with its words', () => {
    expect(shellSearchText().version).toBe(shellSearchText().version);
    expect(shellSearchText().version).toMatch(/^[0-9a-f]{16}$/);
  });
});
