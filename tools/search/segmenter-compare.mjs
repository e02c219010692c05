// @ts-check
/**
 * Which Chinese word segmenter finds more on our own copy (decision 017): Intl.Segmenter (Node's
 * ICU) against @node-rs/jieba, on the zh and hk strings of every app's locale files, with queries a
 * visitor would type. jieba is not a dependency of the site; to run this:
 *   npm install --no-save @node-rs/jieba && node tools/search/segmenter-compare.mjs
 * A string "is found" when it contains the query and its words contain the query's words side by
 * side (what the index's phrase query asks); a false match has the words but not the query.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let jiebaModule;
try {
  jiebaModule = await import('@node-rs/jieba');
} catch {
  console.error('@node-rs/jieba is not installed: npm install --no-save @node-rs/jieba');
  process.exit(2);
}
const { dict } = await import('@node-rs/jieba/dict.js');
const jieba = jiebaModule.Jieba.withDict(dict);

const LOCALE_FILES = (/** @type {string} */ lang) =>
  [
    'mfe-careers/src',
    'mfe-introduce/src',
    'mfe-investor/src',
    'mfe-media/src',
    'mfe-service/src',
    'shell/src',
    'shell/src/home',
    'shell/src/contact',
  ].map((dir) => path.join(REPO, dir, 'locales', `${lang}.json`));
/** @param {unknown} value @param {string[]} out */
const strings = (value, out = []) => {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
};
const texts = (/** @type {string} */ lang) =>
  LOCALE_FILES(lang)
    .flatMap((file) => strings(JSON.parse(fs.readFileSync(file, 'utf8'))))
    .filter((s) => /[\u4e00-\u9fff]/.test(s));
const WORD = /[\p{L}\p{N}]/u;
const icu = (/** @type {string} */ locale) => {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return (/** @type {string} */ text) =>
    [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment.toLowerCase());
};
const jiebaCut = (/** @type {string} */ text) =>
  jieba
    .cut(text, true)
    .filter((w) => WORD.test(w))
    .map((w) => w.toLowerCase());
const jiebaSearch = (/** @type {string} */ text) =>
  jieba
    .cutForSearch(text, true)
    .filter((w) => WORD.test(w))
    .map((w) => w.toLowerCase());
/** Whether `query`'s words stand side by side in `words`. @param {string[]} words @param {string[]} query */
const sideBySide = (words, query) => {
  outer: for (let i = 0; i + query.length <= words.length; i++) {
    for (let j = 0; j < query.length; j++) if (words[i + j] !== query[j]) continue outer;
    return true;
  }
  return false;
};
const QUERIES = {
  zh: '供应链 保险 理赔 招聘 年报 配件 加盟 门店 新车 金融 董事会 公司治理 环境 公告 投资者 车主 智慧门店 工程师 大数据 法务 会计 品牌 创始人 里程碑 纳斯达克 北京 长沙 芜湖 商学院 人才 供 链 保险理赔 支付 汽车 维修 银行 季度 业绩 股票 上市 办公地点 企业文化 委员会 审计 薪酬 运维 测试'.split(
    ' ',
  ),
  hk: '供應鏈 保險 理賠 招聘 年報 配件 加盟 門店 新車 金融 董事會 公司治理 環境 公告 投資者 車主 智慧門店 工程師 大數據 法務 會計 品牌 創始人 里程碑 納斯達克 北京 長沙 蕪湖 商學院 人才 供 鏈 保險理賠 支付 汽車 維修 銀行 季度 業績 股票 上市 辦公地點 企業文化 委員會 審計 薪酬 運維 測試'.split(
    ' ',
  ),
};
for (const lang of /** @type {const} */ (['zh', 'hk'])) {
  const all = texts(lang);
  for (const [name, index, query] of /** @type {const} */ ([
    ['Intl.Segmenter', icu(lang === 'zh' ? 'zh-CN' : 'zh-HK'), icu(lang === 'zh' ? 'zh-CN' : 'zh-HK')],
    ['@node-rs/jieba cut', jiebaCut, jiebaCut],
    ['@node-rs/jieba cutForSearch (index) + cut (query)', jiebaSearch, jiebaCut],
  ])) {
    const words = all.map(index);
    let containing = 0;
    let found = 0;
    let falseMatches = 0;
    let fully = 0;
    const per = [];
    for (const q of QUERIES[lang]) {
      const qWords = query(q);
      let c = 0;
      let f = 0;
      let x = 0;
      all.forEach((text, i) => {
        const has = text.toLowerCase().includes(q);
        const hit = qWords.length > 0 && sideBySide(words[i], qWords);
        if (has) c++;
        if (has && hit) f++;
        if (hit && !has) x++;
      });
      containing += c;
      found += f;
      falseMatches += x;
      if (c > 0 && f === c) fully++;
      per.push(`${q}:${f}/${c}`);
    }
    console.log(
      `${lang} ${name}: ${all.length} strings; found ${found} of ${containing} (${((100 * found) / containing).toFixed(1)}%); queries fully found ${fully} of ${QUERIES[lang].length}; false matches ${falseMatches}`,
    );
    if (process.env.DETAIL) console.log(`  ${per.join(' ')}`);
  }
}
