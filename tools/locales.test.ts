/**
 * Every app's text in zh, hk and en: identical keys, no empty value, the same {{placeholders}},
 * and Traditional characters only in hk.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';

const REPO = path.resolve(__dirname, '..');
/** Every folder named locales under an app's src: one namespace each. */
function localeDirs(): string[] {
  const apps = ['shell', 'mfe-introduce', 'mfe-service', 'mfe-careers', 'mfe-investor', 'mfe-media'];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales') found.push(path.relative(REPO, full));
      else walk(full);
    }
  };
  for (const app of apps) if (fs.existsSync(path.join(REPO, app, 'src'))) walk(path.join(REPO, app, 'src'));
  return found.sort();
}
const LOCALE_DIRS = localeDirs();
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

type Tree = string | Tree[] | { [key: string]: Tree };

/** Flattens a locale tree to path -> string; arrays are indexed. */
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  else for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Characters of an hk string that are Simplified-only (kept as they are when read as Simplified). */
export function simplifiedCharacters(text: string): string[] {
  // Converting through Simplified first lets the phrase tables see whole words (干擾 stays 干擾).
  const traditional = toTraditional(toSimplified(text));
  const found: string[] = [];
  [...text].forEach((char, i) => {
    const converted = [...traditional][i];
    if (converted !== undefined && converted !== char && toSimplified(char) === char) found.push(char);
  });
  return found;
}

function load(dir: string, lang: string): Map<string, string> {
  const file = path.join(REPO, dir, `${lang}.json`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
}

describe.each(LOCALE_DIRS)('%s', (dir) => {
  let zh = new Map<string, string>();
  let hk = new Map<string, string>();
  let en = new Map<string, string>();
  beforeAll(() => {
    zh = load(dir, 'zh');
    hk = load(dir, 'hk');
    en = load(dir, 'en');
  });

  it('has the same keys in zh, hk and en', () => {
    const keys = [...zh.keys()].sort();
    expect([...hk.keys()].sort()).toEqual(keys);
    expect([...en.keys()].sort()).toEqual(keys);
  });

  it('has no empty text', () => {
    for (const [lang, map] of Object.entries({ zh, hk, en })) {
      const empty = [...map].filter(([, value]) => value.trim() === '').map(([key]) => `${lang}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = [...zh].filter(
      ([key, value]) =>
        JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(hk.get(key) ?? '')) ||
        JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(en.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('writes hk in Traditional characters', () => {
    const bad = [...hk].map(([key, value]) => [key, simplifiedCharacters(value).join('')] as const).filter(([, chars]) => chars);
    expect(bad).toEqual([]);
  });
});

it('flags Simplified characters and accepts Traditional variants', () => {
  expect(simplifiedCharacters('发展历程')).toEqual(['发', '历']);
  expect(simplifiedCharacters('發展歷程 裡面 干擾')).toEqual([]);
});
