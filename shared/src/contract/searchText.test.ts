import { checkSearchText } from '@azi/shared/contract/searchText';

const text = (value: string) => ({ zh: value, hk: value, en: value });
const entry = { page: 'service', anchor: 'insure', heading: text('Insurance'), text: text('Claims handling') };

describe('checkSearchText', () => {
  it("takes a remote's declaration of its own pages and anchors", () => {
    expect(
      checkSearchText({ remote: 'mfe_service', entries: [entry, { ...entry, anchor: undefined }] }, 'mfe_service'),
    ).toEqual({
      ok: true,
      value: { remote: 'mfe_service', entries: [entry, { page: 'service', heading: entry.heading, text: entry.text }] },
    });
  });

  it.each([
    ["another remote's name", { remote: 'mfe_media', entries: [entry] }, 'declared for'],
    [
      'a page of another remote',
      { remote: 'mfe_service', entries: [{ ...entry, page: 'media', anchor: undefined }] },
      'is not a page of mfe_service',
    ],
    [
      'a page the table does not know',
      { remote: 'mfe_service', entries: [{ ...entry, page: 'admin' }] },
      'names no page',
    ],
    [
      'an anchor the page does not have',
      { remote: 'mfe_service', entries: [{ ...entry, anchor: 'gsjj' }] },
      'not an anchor',
    ],
    [
      'a language missing',
      { remote: 'mfe_service', entries: [{ ...entry, heading: { zh: 'a', en: 'b' } }] },
      'must name exactly',
    ],
    [
      'a text that is not a string',
      { remote: 'mfe_service', entries: [{ ...entry, text: { zh: 1, hk: 'a', en: 'b' } }] },
      'zh is not text',
    ],
    [
      'an over-long text',
      { remote: 'mfe_service', entries: [{ ...entry, text: text('x'.repeat(20_001)) }] },
      'longer than',
    ],
    ['an unknown field', { remote: 'mfe_service', entries: [{ ...entry, script: 'x' }] }, 'unknown field'],
    ['too many entries', { remote: 'mfe_service', entries: Array.from({ length: 201 }, () => entry) }, 'more than 200'],
    ['not an object', ['mfe_service'], 'not an object'],
  ])('refuses %s, saying why', (_what, value, problem) => {
    const checked = checkSearchText(value, 'mfe_service');
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.problem).toContain(problem);
  });
});
