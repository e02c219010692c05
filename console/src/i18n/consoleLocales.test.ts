import en from './locales/en.json';
import zh from './locales/zh.json';

type Tree = string | { [key: string]: Tree };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the console texts', () => {
  const zhTexts = flatten(zh);
  const enTexts = flatten(en);

  it('have the same keys in zh and en', () => {
    expect([...zhTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of enTexts) {
      expect(text.trim()).not.toBe('');
      expect(zhTexts.get(key)?.trim()).not.toBe('');
      expect([key, placeholders(zhTexts.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });
});
