/**
 * A US SEC filing: hand-made, or imported from EDGAR (src/sec in the API). Archive 5, filtered by
 * its category, which the database derives from the form type (migration 008).
 */
import { contentKind } from '@azi/shared/content/contentKind';
import { linkUrl } from '@azi/shared/content/contentField';

/** The categories of US SEC filings (archive 5's selector), derived from the form type by the API. */
export const SEC_CATEGORIES = ['annual', 'current', 'registration', 'insider', 'ownership', 'other'] as const;
export type SecCategory = (typeof SEC_CATEGORIES)[number];

export const americaNotice = contentKind({
  fields: [
    { key: 'formType', type: 'text', required: true, input: { type: 'string', minLength: 1, maxLength: 20 } },
    linkUrl,
  ],
  owner: 'ir',
  alertCategory: 'secFilings',
  archive: { id: 5, filter: { param: 'category', values: SEC_CATEGORIES } },
  search: 'filing',
  label: { zh: '美国证监会文件', hk: '美國證監會文件', en: 'SEC filing' },
  // The investor pages' words (mfe-investor's types.sec), and the shorter one visitors type (年报).
  choiceLabels: {
    category: {
      annual: { zh: '年度报告 年报', hk: '年度報告 年報', en: 'Annual reports' },
      current: { zh: '临时报告', hk: '臨時報告', en: 'Current reports' },
      registration: {
        zh: '注册声明与招股说明书',
        hk: '註冊聲明與招股章程',
        en: 'Registration statements and prospectuses',
      },
      insider: { zh: '内部人士申报', hk: '內部人士申報', en: 'Insider filings' },
      ownership: { zh: '持股报告', hk: '持股報告', en: 'Ownership reports' },
      other: { zh: '其他文件', hk: '其他文件', en: 'Other filings' },
    },
  },
});
