import { LANGS } from '@azi/shared/i18n/languages';
import { archiveKinds } from '@azi/shared/content/investorArchives';
import { INVESTOR_ARCHIVE_IDS } from '@azi/shared/keys/pageKeys';
import { ARCHIVE_FILTERS } from '@azi/shared/content/investorArchives';
import { ARCHIVES, KIND_VIEWS } from './archiveDefinitions';

describe.each(INVESTOR_ARCHIVE_IDS)('archive %i', (id) => {
  it('has a view for every kind its kinds say it lists', () => {
    for (const name of archiveKinds(id)) expect([name, KIND_VIEWS[name] !== undefined]).toEqual([name, true]);
  });

  it('offers the selector its kinds give it, each value worded', () => {
    const filter = ARCHIVE_FILTERS[id];
    const typeFilter = ARCHIVES[id].typeFilter;
    expect(typeFilter && { param: typeFilter.param, values: typeFilter.values }).toEqual(filter);
    for (const value of typeFilter?.values ?? [])
      for (const lang of LANGS) {
        const label = typeFilter!.optionLabel(value, lang);
        expect([value, lang, label.trim() !== '' && label !== value]).toEqual([value, lang, true]);
      }
  });

  it("names a shared archive's options by their kinds and a kind's own selector by its field's words", () => {
    expect(ARCHIVES[1].typeFilter!.optionLabel('news', 'en')).toBe('Investor news');
    expect(ARCHIVES[1].typeFilter!.optionLabel('results', 'zh')).toBe('季度业绩');
    expect(ARCHIVES[3].typeFilter!.optionLabel('annual', 'hk')).toBe('年度報告');
    expect(ARCHIVES[5].typeFilter!.optionLabel('insider', 'en')).toBe('Insider filings');
  });
});
