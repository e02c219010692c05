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
    for (const value of typeFilter?.values ?? []) expect(typeFilter!.optionKey(value)).toMatch(/^types\./);
  });
});
