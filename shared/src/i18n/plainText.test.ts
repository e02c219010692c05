import fs from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { i18n } from '@azi/shared/i18n/instance';
import { LANGS } from '@azi/shared/i18n/languages';
import { plainTextFirst } from '@azi/shared/i18n/plainText';

const REPO = path.resolve(__dirname, '../../..');
/** Every text of the public site: each folder holds en.json, hk.json and zh.json. */
const TEXT_FOLDERS = [
  'shared/src/i18n/locales',
  'shared/src/validation/locales',
  'shared/src/validation/alertLocales',
  'shell/src/locales',
  'shell/src/home/locales',
  'shell/src/contact/locales',
  'mfe-introduce/src/locales',
  'mfe-service/src/locales',
  'mfe-careers/src/locales',
  'mfe-investor/src/locales',
  'mfe-media/src/locales',
];

type Tree = { [key: string]: unknown };
/** Every key that reaches a value (a string, a list or a tree), dotted. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return value && typeof value === 'object' && !Array.isArray(value) ? [key, ...keysOf(value as Tree, key)] : [key];
  });
}

const call = (t: TFunction, ...args: unknown[]): unknown => (t as unknown as (...a: unknown[]) => unknown)(...args);

describe('plain text without i18next per call', () => {
  it.each(TEXT_FOLDERS)('answers every key of %s in every language as i18next does', (folder) => {
    const namespace = `plain-test-${folder.replace(/\W+/g, '-')}`;
    let compared = 0;
    for (const lang of LANGS) {
      const tree = JSON.parse(fs.readFileSync(path.join(REPO, folder, `${lang}.json`), 'utf8')) as Tree;
      i18n.addResourceBundle(lang, namespace, tree, true, true);
      const full = i18n.getFixedT(lang, namespace);
      const fast = plainTextFirst(full, lang, namespace);
      for (const key of keysOf(tree)) {
        // Twice: the second answer comes from what the first kept.
        for (let round = 0; round < 2; round += 1) {
          expect(call(fast, key)).toEqual(call(full, key));
          expect(call(fast, key, { returnObjects: true })).toEqual(call(full, key, { returnObjects: true }));
          expect(call(fast, key, { year: 2026, count: 2 })).toEqual(call(full, key, { year: 2026, count: 2 }));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('keeps plain text and lists, sees text replaced in the store, and leaves the rest to i18next', () => {
    i18n.addResourceBundle(
      'en',
      'plain-test-own',
      { title: 'Investors', list: ['One', 'Two'], greeting: 'Hello {{name}}', nested: { a: 'A' } },
      true,
      true,
    );
    const full = i18n.getFixedT('en', 'plain-test-own');
    const fast = plainTextFirst(full, 'en', 'plain-test-own');
    expect(call(fast, 'title')).toBe('Investors');
    const list = call(fast, 'list', { returnObjects: true });
    expect(list).toEqual(['One', 'Two']);
    expect(call(fast, 'list', { returnObjects: true })).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(call(fast, 'greeting', { name: 'AZI' })).toBe('Hello AZI');
    expect(call(fast, 'nested', { returnObjects: true })).toEqual({ a: 'A' });
    expect(call(fast, 'missing')).toBe('missing');
    expect(call(fast, 'missing', 'A default')).toBe('A default');

    i18n.addResourceBundle('en', 'plain-test-own', { title: 'Investor relations' }, true, true);
    expect(call(fast, 'title')).toBe('Investor relations');
  });
});
