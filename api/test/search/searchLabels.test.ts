/**
 * The labels the index gives IR documents and filings are the investor pages' own words: each
 * starts with what mfe-investor's locale files show (read here, by a test, so the API's copy
 * cannot drift; the index itself never reads a remote's files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@azi/shared/i18n/languages';
import {
  CALENDAR_KIND_LABELS,
  FORM_LABEL,
  KIND_LABELS,
  REPORT_TYPE_LABELS,
  SEC_CATEGORY_LABELS,
} from '../../src/search/searchLabels';

type Types = {
  quarterlyResults: string;
  investorNews: string;
  notice: string;
  secFiling: string;
  reports: Record<string, string>;
  calendar: Record<string, string>;
  sec: Record<string, string>;
};

const shown = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    (
      JSON.parse(
        fs.readFileSync(path.join(__dirname, '../../../mfe-investor/src/locales', `${lang}.json`), 'utf8'),
      ) as { types: Types }
    ).types,
  ]),
) as Record<(typeof LANGS)[number], Types>;

describe('search labels', () => {
  it.each(LANGS)('start with the words the investor pages show in %s', (lang) => {
    const t = shown[lang];
    for (const [key, label] of Object.entries(REPORT_TYPE_LABELS))
      expect(label[lang].startsWith(t.reports[key]!)).toBe(true);
    for (const [key, label] of Object.entries(SEC_CATEGORY_LABELS))
      expect(label[lang].startsWith(t.sec[key]!)).toBe(true);
    for (const [key, label] of Object.entries(CALENDAR_KIND_LABELS)) expect(label[lang]).toBe(t.calendar[key]);
    expect(KIND_LABELS('investorNews')[lang]).toBe(t.investorNews);
    expect(KIND_LABELS('notice')[lang]).toBe(t.notice);
    expect(KIND_LABELS('quarterlyAchievement')[lang]).toBe(t.quarterlyResults);
    expect(FORM_LABEL[lang]('8-K')).toBe(t.secFiling.replace('{{form}}', '8-K'));
    expect(Object.keys(REPORT_TYPE_LABELS).sort()).toEqual(Object.keys(t.reports).sort());
    expect(Object.keys(SEC_CATEGORY_LABELS).sort()).toEqual(Object.keys(t.sec).sort());
  });
});
