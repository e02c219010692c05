/**
 * What the site makes of an EDGAR form type: its category (the archive's filter) and the words of
 * its generated title. The category is computed by the database (migration 008, a generated
 * column, so hand-made rows get one too); `categoryOf` is the same table in TypeScript, checked
 * against the database by the tests. Titles say only what the form type, EDGAR's own description
 * and the filing date say: nothing is made up.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import { SEC_CATEGORIES, type SecCategory } from '@azi/shared/api/schemas/content';

const normal = (form: string) => form.trim().toUpperCase();

/** The form-to-category table (docs/decisions/010-sec-filings-import.md). */
export function categoryOf(form: string): SecCategory {
  const f = normal(form);
  if (/^(20-F|10-K)(\/A)?$/.test(f)) return 'annual';
  if (/^(6-K|8-K)(\/A)?$/.test(f)) return 'current';
  if (/^(F-1|F-3|F-6|S-8)(\/A)?$/.test(f) || /^(F-1MEF|F-3MEF|F-3ASR|F-6EF|F-6 POS|S-8 POS|424B[1-8])$/.test(f))
    return 'registration';
  if (/^[345](\/A)?$/.test(f)) return 'insider';
  if (/^(SC 13[DG]|SCHEDULE 13[DG])(\/A)?$/.test(f)) return 'ownership';
  return 'other';
}
export { SEC_CATEGORIES };

type Words = Record<Lang, string>;

/** What each known form is, in the site's three languages (an amendment says so). */
const FORM_WORDS: readonly [RegExp, Words][] = [
  [/^(20-F|10-K)$/, { zh: '年度报告', hk: '年度報告', en: 'annual report' }],
  [/^(6-K|8-K)$/, { zh: '临时报告', hk: '臨時報告', en: 'current report' }],
  [/^(F-1|F-3|F-6|S-8|F-1MEF|F-3MEF|F-3ASR|F-6EF)$/, { zh: '注册声明', hk: '註冊聲明', en: 'registration statement' }],
  [
    /^(F-6 POS|S-8 POS)$/,
    { zh: '注册声明生效后修订', hk: '註冊聲明生效後修訂', en: 'post-effective amendment to a registration statement' },
  ],
  [/^424B[1-8]$/, { zh: '招股说明书', hk: '招股章程', en: 'prospectus' }],
  [
    /^3$/,
    {
      zh: '证券实益拥有权初始声明',
      hk: '證券實益擁有權初始聲明',
      en: 'initial statement of beneficial ownership of securities',
    },
  ],
  [
    /^4$/,
    {
      zh: '证券实益拥有权变动声明',
      hk: '證券實益擁有權變動聲明',
      en: 'statement of changes in beneficial ownership of securities',
    },
  ],
  [
    /^5$/,
    {
      zh: '证券实益拥有权年度声明',
      hk: '證券實益擁有權年度聲明',
      en: 'annual statement of beneficial ownership of securities',
    },
  ],
  [
    /^(SC 13D|SCHEDULE 13D)$/,
    { zh: '实益拥有权报告（13D）', hk: '實益擁有權報告（13D）', en: 'beneficial ownership report (13D)' },
  ],
  [
    /^(SC 13G|SCHEDULE 13G)$/,
    { zh: '实益拥有权报告（13G）', hk: '實益擁有權報告（13G）', en: 'beneficial ownership report (13G)' },
  ],
];
const AMENDMENT: Words = { zh: '（修订）', hk: '（修訂）', en: ' (amendment)' };

/** EDGAR's description, when it says more than the form's name ("6-K", "FORM 20-F/A" say nothing). */
function informativeDescription(form: string, description: string): string | undefined {
  const d = description.trim().replace(/\s+/g, ' ');
  if (!d) return undefined;
  const bare = normal(d).replace(/^FORM\s+/, '');
  const f = normal(form);
  if (bare === f || bare === f.replace(/\/A$/, '') || bare === 'PRIMARY DOCUMENT' || bare === 'DOCUMENT')
    return undefined;
  return d.slice(0, 200);
}

/**
 * EDGAR's descriptions are English only. The ones it uses for this company's kind of filings are
 * said in zh and hk here; any other stays out of the Chinese pages, which then name the form only
 * (issue 38: raw English on a Chinese page says nothing to its reader).
 */
const DESCRIPTION_WORDS: readonly [RegExp, (match: RegExpExecArray) => Omit<Words, 'en'>][] = [
  [/^ANNUAL REPORT$/, () => ({ zh: '年度报告', hk: '年度報告' })],
  [
    /^AMENDMENT NO\.? ?(\d+) TO (?:THE )?(?:FORM 20-F|ANNUAL REPORT)(?: ON FORM 20-F)?$/,
    (m) => ({ zh: `年度报告第 ${m[1]} 号修订`, hk: `年度報告第 ${m[1]} 號修訂` }),
  ],
  [
    /^(?:CURRENT REPORT|REPORT OF FOREIGN (?:PRIVATE )?ISSUER)$/,
    () => ({ zh: '外国私人发行人报告', hk: '外國私人發行人報告' }),
  ],
  [/^PRESS RELEASE$/, () => ({ zh: '新闻稿', hk: '新聞稿' })],
  [/^REGISTRATION STATEMENT$/, () => ({ zh: '注册声明', hk: '註冊聲明' })],
  [/^PROSPECTUS$/, () => ({ zh: '招股说明书', hk: '招股章程' })],
];

/** EDGAR's description in a page's language: as is in English, translated when known in zh and hk. */
function describedIn(description: string, lang: Lang): string | undefined {
  if (lang === 'en') return description;
  const upper = normal(description);
  for (const [pattern, words] of DESCRIPTION_WORDS) {
    const match = pattern.exec(upper);
    if (match) return words(match)[lang];
  }
  return undefined;
}

function formWords(form: string, lang: Lang): string | undefined {
  const f = normal(form);
  const amended = f.endsWith('/A');
  const base = amended ? f.slice(0, -2) : f;
  const known = FORM_WORDS.find(([pattern]) => pattern.test(base));
  if (!known) return undefined;
  return known[1][lang] + (amended ? AMENDMENT[lang] : '');
}

export interface FilingWords {
  title: Words;
  summary: Words;
}

/**
 * "Form 6-K: current report, 2026-03-02" / "6-K表格：临时报告，2026-03-02". An unknown form takes
 * EDGAR's description when it has one (in zh and hk only a known one, translated), else the form
 * alone. The summary names EDGAR's description the same way, and the period of the report.
 */
export function filingWords(
  form: string,
  description: string,
  filingDate: string,
  reportDate: string | null,
): FilingWords {
  const edgar = informativeDescription(form, description);
  const described = (lang: Lang) => (edgar === undefined ? undefined : describedIn(edgar, lang));
  const words = (lang: Lang) => formWords(form, lang) ?? described(lang);
  const title = (lang: Lang): string => {
    const what = words(lang);
    if (lang === 'en') return what ? `Form ${form}: ${what}, ${filingDate}` : `Form ${form}, ${filingDate}`;
    return what ? `${form}表格：${what}，${filingDate}` : `${form}表格，${filingDate}`;
  };
  const summary = (lang: Lang): string => {
    const parts: string[] = [];
    const what = described(lang);
    // EDGAR's words when they say more than the title's (a form's own name is already there).
    if (what && formWords(form, lang) !== undefined && what !== formWords(form, lang)) parts.push(what);
    if (reportDate)
      parts.push(
        lang === 'en'
          ? `Period of report: ${reportDate}`
          : lang === 'hk'
            ? `報告期：${reportDate}`
            : `报告期：${reportDate}`,
      );
    return parts.join(lang === 'en' ? '. ' : '；');
  };
  return {
    title: { zh: title('zh'), hk: title('hk'), en: title('en') },
    summary: { zh: summary('zh'), hk: summary('hk'), en: summary('en') },
  };
}
