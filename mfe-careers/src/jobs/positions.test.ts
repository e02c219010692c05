import { JOB_IDS } from '@azi/shared/routing/sitePages';
import { i18n } from '@azi/shared/i18n/instance';
import { LANGS } from '@azi/shared/i18n/languages';
import remote from '../module';
import { POSITIONS, detailPageOf, positionForPage } from './positions';
import { positionText } from './positionText';

beforeAll(async () => {
  for (const lang of LANGS) i18n.addResourceBundle(lang, remote.namespace, await remote.loadText!(lang), true, true);
});

describe('the open positions', () => {
  it('are eight, with ids 1 to 8 matching the job detail pages', () => {
    expect(POSITIONS.map((p) => p.id)).toEqual([...JOB_IDS]);
    for (const position of POSITIONS) expect(positionForPage(detailPageOf(position))).toBe(position);
    expect(positionForPage('job_list')).toBeUndefined();
  });

  it('each have a title, a summary and numbered lists in every language', () => {
    for (const lang of LANGS) {
      const t = i18n.getFixedT(lang, remote.namespace);
      for (const position of POSITIONS) {
        const text = positionText(t, position);
        expect(text.title).not.toMatch(/^positions\./);
        expect(text.summary).not.toMatch(/^positions\./);
        expect(text.responsibilities.length).toBeGreaterThanOrEqual(4);
        expect(text.requirements.length).toBeGreaterThanOrEqual(4);
        expect(text.category).not.toMatch(/^categories\./);
        expect(text.city).not.toMatch(/^cities\./);
      }
    }
  });

  it('carry a fixed publication date', () => {
    for (const position of POSITIONS) expect(position.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('are all served by the careers remote, with the employee page and the job list', () => {
    expect(Object.keys(remote.pages).sort()).toEqual(
      ['employee', 'job_list', ...JOB_IDS.map((n) => `job_detail${n}`)].sort(),
    );
  });
});
