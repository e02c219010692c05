import { REPORT_TYPES, SEC_CATEGORIES } from '@azi/shared/api/schemas/content';
import { LANGS } from '@azi/shared/i18n/languages';
import { INVESTOR_ARCHIVE_IDS } from '@azi/shared/keys/pageKeys';
import { findPage } from '@azi/shared/routing/sitePages';
import { ALERT_CATEGORIES } from '@azi/shared/validation/alertSubscription';
import { ALERTED_CONTENT, alertCategoryOf, CONTENT_KINDS, CONTENT_NAMES, isContentName } from './contentKinds';
import { ARCHIVE_FILTERS, archiveKindOf, archiveKinds } from './investorArchives';
import { CONTENT_LABELS, type KindLabels } from './contentLabels';

describe('the content kinds', () => {
  it.each(CONTENT_NAMES)('names %s in zh, hk and en', (name) => {
    const { label } = CONTENT_LABELS[name];
    for (const lang of LANGS) expect([lang, label[lang].trim().length > 0]).toEqual([lang, true]);
  });

  it.each(CONTENT_NAMES)("words every value %s's labelled choices offer, in every language", (name) => {
    const kind = CONTENT_KINDS[name];
    const { choices }: KindLabels = CONTENT_LABELS[name];
    for (const [key, labels] of Object.entries(choices ?? {})) {
      const field = kind.fields.find((f) => f.key === key);
      // A label set over a column no editor writes (an SEC filing's category) words the archive's filter values.
      const values = field?.options ?? kind.archive?.filter?.values ?? [];
      expect(values.length).toBeGreaterThan(0);
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const value of values) for (const lang of LANGS) expect(labels[value]![lang]).not.toBe('');
    }
  });

  it.each(CONTENT_NAMES)('shows %s on a page of the site', (name) => {
    const { shows, archive } = CONTENT_KINDS[name];
    const page = shows?.page ?? `investor_list${archive!.id}`;
    expect(findPage(page)).toBeDefined();
    if (shows?.by === 'anchor') expect(shows.anchor?.(7)).toMatch(/^[a-z][\w-]*7$/);
  });

  it('gives every IR archive of the page table a kind to list, and each shared archive a type per kind', () => {
    for (const id of INVESTOR_ARCHIVE_IDS) {
      const kinds = archiveKinds(id);
      expect([id, kinds.length > 0]).toEqual([id, true]);
      if (kinds.length > 1) {
        const types = kinds.map((name) => CONTENT_KINDS[name].archive?.type);
        expect(new Set(types).size).toBe(kinds.length);
        expect(types).not.toContain(undefined);
        for (const name of kinds) expect(CONTENT_KINDS[name].archive?.filter).toBeUndefined();
      }
    }
  });

  it("derives the archives' selectors from their kinds: results or news, a report's type, a filing's category", () => {
    expect(ARCHIVE_FILTERS).toEqual({
      1: { param: 'type', values: ['results', 'news'] },
      3: { param: 'type', values: REPORT_TYPES },
      5: { param: 'category', values: SEC_CATEGORIES },
    });
    expect([archiveKindOf(1, undefined), archiveKindOf(1, 'news'), archiveKindOf(1, 'nonsense')]).toEqual([
      'quarterlyAchievement',
      'investorNews',
      'quarterlyAchievement',
    ]);
    expect(archiveKindOf(3, 'annual')).toBe('financialReport');
  });

  it('announces some kind in every alert category, and banners and the FAQ in none', () => {
    for (const category of ALERT_CATEGORIES)
      expect([category, ALERTED_CONTENT.some((name) => alertCategoryOf(name) === category)]).toEqual([category, true]);
    expect([alertCategoryOf('banner'), alertCategoryOf('faq')]).toEqual([undefined, undefined]);
    expect(alertCategoryOf('investorNews')).toBe('results');
  });

  it("takes a kind's name and nothing else for one", () => {
    expect(CONTENT_NAMES.every(isContentName)).toBe(true);
    expect(['jobs', 'toString', '', undefined].some(isContentName)).toBe(false);
  });
});
