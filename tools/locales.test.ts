/**
 * Every app's text in zh, hk and en: identical keys, no empty value, the same {{placeholders}},
 * Traditional characters only in hk, and Hong Kong words (not mainland ones) in every hk string.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './remotes';
import * as OpenCC from 'opencc-js';
import { API_MESSAGES } from '@azi/api/http/messages';
import { SEED_CONTENT } from '@azi/api/db/seed/seed';
import { FISCAL_PERIODS } from '@azi/shared/content/quarterlyAchievement';
import { LANGS } from '@azi/shared/i18n/languages';
import { INVESTOR_ARCHIVE_IDS, SERVICE_ANCHORS, SITE_PAGES } from '@azi/shared/routing/sitePages';
import { CONTACT_TYPES, type ContactMessageKey } from '@azi/shared/validation/contactForm';
import { ALERT_CATEGORIES } from '@azi/shared/validation/alertSubscription';
import { OFFICE_CITIES, SALARY_UNITS } from '@azi/shared/content/job';
import { MENU } from '../shell/src/header/menu';

const REPO = path.resolve(__dirname, '..');
/** Every folder named locales under an app's src: one namespace each. */
function localeDirs(): string[] {
  const apps = ['shared', 'shell', ...REMOTES];
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

/**
 * Mainland words a Hong Kong reader notices, each with the word Hong Kong writing uses. Character
 * conversion keeps them (聯繫 is already Traditional), so they are listed here. Patterns are
 * regular expressions: 手機號 is fine when 碼 follows.
 */
export const MAINLAND_TERMS: readonly { term: string; hk: string }[] = [
  { term: '聯繫', hk: '聯絡' },
  { term: '支持', hk: '支援' },
  { term: '在線', hk: '網上' },
  { term: '加載', hk: '載入' },
  { term: '訪問', hk: '瀏覽 / 存取' },
  { term: '户', hk: '戶' },
  { term: '手機號(?!碼)', hk: '手機號碼' },
  { term: '郵箱', hk: '電郵' },
  { term: '刷新', hk: '重新整理' },
  { term: '獲取', hk: '取得' },
  { term: '通過', hk: '透過' },
  { term: '運營', hk: '營運' },
  { term: '崗位', hk: '職位' },
  { term: '模塊', hk: '模組' },
  { term: '[營行]銷', hk: '市場推廣' },
  { term: '賬', hk: '帳' },
  { term: '財年', hk: '財政年度' },
  { term: '信息', hk: '資訊' },
  { term: '視頻', hk: '影片' },
  { term: '默認', hk: '預設' },
  { term: '鏈接', hk: '連結' },
  { term: '菜單', hk: '選單' },
  { term: '導航', hk: '導覽' },
  { term: '屏幕', hk: '螢幕' },
  { term: '打印', hk: '列印' },
  { term: '服務器', hk: '伺服器' },
  { term: '登錄', hk: '登入' },
  { term: '短信', hk: '短訊' },
  { term: '軟體', hk: '軟件' },
  { term: '實時', hk: '即時' },
  { term: '數據庫', hk: '資料庫' },
  { term: '接口|界面', hk: '介面' },
  { term: '集成', hk: '整合' },
  { term: '用例', hk: '案例' },
  { term: '隊列', hk: '佇列' },
  { term: '中間件', hk: '中介軟件' },
  { term: '質量', hk: '質素 / 品質' },
  { term: '落地', hk: '實施' },
  { term: '對接', hk: '合作 / 連接' },
  { term: '復盤', hk: '檢討' },
  { term: '預案', hk: '應變計劃' },
  { term: '告警', hk: '警報' },
  { term: '風控', hk: '風險控制' },
  { term: '值班', hk: '當值' },
  { term: '運維', hk: '營運及維護' },
  { term: '移動應用', hk: '流動應用程式' },
  { term: '今開|昨收', hk: '開市價 / 前收市價' },
  { term: '(?<!產)品類', hk: '產品類別' },
  { term: '流水', hk: '營業額 / 管線' },
  { term: '本科', hk: '學士學位' },
  { term: '應聘', hk: '應徵' },
  { term: '任職要求', hk: '入職要求' },
  { term: '合同', hk: '合約' },
  { term: '門頭', hk: '門面' },
  { term: '主機廠|整車廠', hk: '汽車製造商' },
  { term: '創始人', hk: '創辦人' },
  { term: '首次公開發行', hk: '首次公開招股' },
  { term: '登陸納斯達克', hk: '在納斯達克上市' },
  { term: '(股票|上市)代碼', hk: '股票代號' },
  { term: '審計(委員會|師)', hk: '審核委員會 / 核數師' },
  { term: '治理', hk: '管治' },
  { term: '媒體', hk: '傳媒' },
  { term: '回放', hk: '重播' },
  { term: '暫無數據', hk: '暫無資料' },
];

/** The mainland terms in a string, each as "term -> Hong Kong word". */
export function mainlandTerms(text: string): string[] {
  return MAINLAND_TERMS.filter(({ term }) => new RegExp(term).test(text)).map(({ term, hk }) => `${term} -> ${hk}`);
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
    const bad = [...hk]
      .map(([key, value]) => [key, simplifiedCharacters(value).join('')] as const)
      .filter(([, chars]) => chars);
    expect(bad).toEqual([]);
  });
});

type Lang = 'zh' | 'hk' | 'en';

/** One language's strings that live outside the locale files: the API's messages and its seed. */
function stringsOutsideLocaleFiles(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of Object.entries(API_MESSAGES[lang])) out.set(`api/src/http/messages.ts:${key}`, text);
  for (const [name, rows] of Object.entries(SEED_CONTENT)) {
    rows?.forEach((row, i) => {
      for (const field of ['title', 'summary', 'body'] as const) {
        const text = row[field];
        if (text) out.set(`api/src/db/seed:${name}[${i}].${field}`, text[lang]);
      }
    });
  }
  return out;
}

/** Every string of one language the site can show, keyed by where it lives. */
function everyString(lang: Lang): Map<string, string> {
  const all = new Map<string, string>();
  for (const dir of LOCALE_DIRS)
    for (const [key, value] of load(dir, lang)) all.set(`${dir}/${lang}.json:${key}`, value);
  for (const [key, value] of stringsOutsideLocaleFiles(lang)) all.set(key, value);
  return all;
}

/**
 * Keys the code builds at run time (`${page}.title` of the pages' titles, `nav.${page}.${section}`,
 * `periods.${code}` …) from lists that live in code: every one must be in every language, or a
 * page shows the bare key. Each entry: the locale folder and the keys built from those lists.
 */
const CONTACT_MESSAGE_KEYS: readonly ContactMessageKey[] = [
  'required',
  'tooLong',
  'phoneFormat',
  'emailFormat',
  'typeInvalid',
  'captcha',
  'captchaExpired',
  'consent',
  'success',
];
const BUILT_KEYS: readonly { dir: string; keys: string[] }[] = [
  {
    dir: 'shell/src/meta/locales',
    keys: [...SITE_PAGES.map((page) => page.key), 'notFound'].flatMap((page) => [
      `${page}.title`,
      `${page}.description`,
    ]),
  },
  {
    dir: 'shell/src/locales',
    keys: [
      ...MENU.flatMap((section) => [section.labelKey, ...section.items.map((item) => item.labelKey)]),
      ...SERVICE_ANCHORS.map(({ section }) => `nav.service.${section}`),
    ],
  },
  {
    dir: 'mfe-investor/src/locales',
    keys: [
      ...FISCAL_PERIODS.map((period) => `periods.${period}`),
      ...INVESTOR_ARCHIVE_IDS.flatMap((id) => [`archives.${id}.title`, `archives.${id}.lead`]),
    ],
  },
  {
    dir: 'mfe-careers/src/locales',
    keys: [
      ...OFFICE_CITIES.map((city) => `cities.${city}.region`),
      ...SALARY_UNITS.map((unit) => `jobDetail.salaryUnits.${unit}`),
    ],
  },
  {
    dir: 'shared/src/validation/locales',
    keys: [...CONTACT_TYPES.map((type) => `types.${type}`), ...CONTACT_MESSAGE_KEYS.map((key) => `messages.${key}`)],
  },
  { dir: 'shared/src/validation/alertLocales', keys: ALERT_CATEGORIES.map((category) => `categories.${category}`) },
];

describe.each(BUILT_KEYS)('keys built at run time in $dir', ({ dir, keys }) => {
  it.each(LANGS)('are all in %s', (lang) => {
    const present = load(dir, lang);
    expect(keys.filter((key) => !present.has(key))).toEqual([]);
  });
});

/** The words of each string that match a pattern, as "where: word". */
function matches(strings: Map<string, string>, pattern: RegExp): string[] {
  return [...strings].flatMap(([key, value]) => [...value.matchAll(pattern)].map((m) => `${key}: ${m[0]}`));
}

describe('every hk string', () => {
  let all = new Map<string, string>();
  beforeAll(() => {
    all = everyString('hk');
  });

  it('reads in Hong Kong words, not mainland ones', () => {
    const found = [...all].flatMap(([key, value]) => mainlandTerms(value).map((term) => `${key}: ${term}`));
    expect(found).toEqual([]);
  });

  it('writes Traditional characters outside the locale files too', () => {
    const bad = [...stringsOutsideLocaleFiles('hk')]
      .map(([key, value]) => [key, simplifiedCharacters(value).join('')] as const)
      .filter(([, chars]) => chars);
    expect(bad).toEqual([]);
  });
});

/**
 * The company reports to the SEC: American spelling, and one name for the under-construction
 * mark. Tag text inside seeded article HTML (href values) is left out.
 */
const BRITISH_SPELLINGS =
  /\b(?:\w*(?:centre|programme|honour|colour|favour|behaviour|labour|neighbour|catalogue|licence|defence)s?|\w+is(?:e|es|ed|ing|ation|ations)|analys(?:e|ed|es|ing)|enquir\w*|judgement|towards|whilst|amongst|modelling|travell\w*|cancell\w*|fulfil|Coming soon)\b/gi;
/** -ise words that are spelled that way in American English too. */
const AMERICAN_ISE =
  /^(?:\w*(?:advertis|advis|apprais|chastis|compris|compromis|concis|cruis|demis|despis|devis|disguis|enterpris|exercis|expertis|franchis|improvis|incis|merchandis|otherwis|paradis|pois|prais|precis|premis|promis|prais|revis|superv|supervis|surpris|televis|wis|likewis|nois|rais|aris|ris))(?:e|es|ed|ing|ation|ations)$/i;

describe('every en string', () => {
  it('uses American spelling and one name for work under construction', () => {
    const strings = new Map([...everyString('en')].map(([key, value]) => [key, value.replace(/<[^>]*>/g, '')]));
    const british = matches(strings, BRITISH_SPELLINGS).filter(
      (hit) => !AMERICAN_ISE.test(hit.slice(hit.lastIndexOf(' ') + 1)),
    );
    expect(british).toEqual([]);
  });
});

describe('every zh string', () => {
  it('writes governance as 治理 and names the nominating committee one way', () => {
    const strings = everyString('zh');
    expect(matches(strings, /管治/g)).toEqual([]);
    expect(matches(strings, /提名(?!与公司治理委员会)\S{0,2}公司治理委员会/g)).toEqual([]);
  });
});

it('flags mainland terms and accepts the Hong Kong ones', () => {
  expect(mainlandTerms('聯繫我們')).toEqual(['聯繫 -> 聯絡']);
  expect(mainlandTerms('手機號格式不正確')).toEqual(['手機號(?!碼) -> 手機號碼']);
  expect(mainlandTerms('聯絡我們：手機號碼、電郵地址、網上留言')).toEqual([]);
});

it('flags Simplified characters and accepts Traditional variants', () => {
  expect(simplifiedCharacters('发展历程')).toEqual(['发', '历']);
  expect(simplifiedCharacters('發展歷程 裡面 干擾')).toEqual([]);
});
