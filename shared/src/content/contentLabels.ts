/**
 * What the site calls each content kind's items and the values of their choices, in zh, hk and en:
 * one namespace, read by the investor pages (an archive's type column and selector, an event's
 * kind), the careers pages (a job's family and city), the console (its menu, list titles and a
 * choice's options) and the site search (its labels: 年报 finds an annual report). Kept beside the
 * kinds' files but apart from them: the page table reads the kinds (where their items show) in the
 * shell's first script, and the words of every kind in three languages would ride along to every
 * first view (issue 55). contentKinds.test.ts checks that every kind is named and every choice's
 * values worded.
 */
import type { ContentName } from '@azi/shared/content/contentKinds';
import type { EmploymentType, OfficeCity } from '@azi/shared/content/job';
import type { JobCategory } from '@azi/shared/keys/jobCategories';
import type { Lang } from '@azi/shared/i18n/languages';

export type Labels = Record<Lang, string>;

/** A choice's value as the site shows it, and other words visitors type for it (searched, not shown). */
export type ChoiceLabels = Labels & { searchAlso?: Partial<Labels> };

export interface KindLabels {
  /** What the site calls an item of the kind (the archives' type column, the search index's label). */
  label: Labels;
  /** What a list of them is called (the console's menu and list titles). */
  plural: Labels;
  /** The words of a choice's values, by field key then value. */
  choices?: Record<string, Record<string, ChoiceLabels>>;
}

export const CONTENT_LABELS = {
  financialReport: {
    label: { zh: '财务报告', hk: '財務報告', en: 'Financial report' },
    plural: { zh: '财务报告', hk: '財務報告', en: 'Financial reports' },
    // Visitors often type the short word for an annual report (年报).
    choices: {
      reportType: {
        annual: { zh: '年度报告', hk: '年度報告', en: 'Annual report', searchAlso: { zh: '年报', hk: '年報' } },
        interim: { zh: '中期报告', hk: '中期報告', en: 'Interim report' },
        performanceNews: { zh: '业绩新闻', hk: '業績新聞', en: 'Performance news' },
        otherNews: { zh: '其他新闻', hk: '其他新聞', en: 'Other news' },
      },
    },
  },
  quarterlyAchievement: {
    label: { zh: '季度业绩', hk: '季度業績', en: 'Quarterly results' },
    plural: { zh: '季度业绩', hk: '季度業績', en: 'Quarterly results' },
  },
  investorNews: {
    label: { zh: '投资者新闻', hk: '投資者新聞', en: 'Investor news' },
    plural: { zh: '投资者新闻', hk: '投資者新聞', en: 'Investor news' },
  },
  notice: {
    label: { zh: '公告', hk: '公告', en: 'Announcement' },
    plural: { zh: '公告', hk: '公告', en: 'Announcements' },
  },
  investorCalendar: {
    label: { zh: '投资者日历', hk: '投資者日曆', en: 'Investor calendar' },
    plural: { zh: '投资者日历', hk: '投資者日曆', en: 'Investor calendar' },
    choices: {
      kind: {
        event: { zh: '投资者活动', hk: '投資者活動', en: 'Investor event' },
        resultsRelease: { zh: '业绩发布', hk: '業績發佈', en: 'Results release' },
        conferenceCall: { zh: '电话会议', hk: '電話會議', en: 'Conference call' },
      },
    },
  },
  americaNotice: {
    label: { zh: '美国证监会文件', hk: '美國證監會文件', en: 'SEC filing' },
    plural: { zh: '美国证监会文件', hk: '美國證監會文件', en: 'SEC filings' },
    // The archive's selector words a filing's category; visitors type the short word for annual reports (年报).
    choices: {
      category: {
        annual: { zh: '年度报告', hk: '年度報告', en: 'Annual reports', searchAlso: { zh: '年报', hk: '年報' } },
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
  },
  faq: {
    label: { zh: '投资者问答与资料', hk: '投資者問答與資料', en: 'IR FAQ and facts' },
    plural: { zh: '投资者问答与资料', hk: '投資者問答與資料', en: 'IR FAQ and facts' },
  },
  media: {
    label: { zh: '新闻稿', hk: '新聞稿', en: 'Press release' },
    plural: { zh: '新闻稿', hk: '新聞稿', en: 'Press releases' },
  },
  banner: {
    label: { zh: '首页横幅', hk: '首頁橫幅', en: 'Home banner' },
    plural: { zh: '首页横幅', hk: '首頁橫幅', en: 'Home banners' },
  },
  job: {
    label: { zh: '招聘职位', hk: '招聘職位', en: 'Job opening' },
    plural: { zh: '招聘职位', hk: '招聘職位', en: 'Job openings' },
    choices: {
      category: {
        legal: { zh: '法务', hk: '法務', en: 'Legal' },
        finance: { zh: '财务', hk: '財務', en: 'Finance' },
        marketing: { zh: '市场', hk: '市場', en: 'Marketing' },
        business: { zh: '业务拓展', hk: '業務拓展', en: 'Business development' },
        engineering: { zh: '技术研发', hk: '技術研發', en: 'Engineering' },
      } satisfies Record<JobCategory, Labels>,
      city: {
        beijing: { zh: '北京', hk: '北京', en: 'Beijing' },
        changsha: { zh: '长沙', hk: '長沙', en: 'Changsha' },
        zhengzhou: { zh: '郑州', hk: '鄭州', en: 'Zhengzhou' },
        wuhu: { zh: '芜湖', hk: '蕪湖', en: 'Wuhu' },
        jinan: { zh: '济南', hk: '濟南', en: 'Jinan' },
      } satisfies Record<OfficeCity, Labels>,
      employmentType: {
        FULL_TIME: { zh: '全职', hk: '全職', en: 'Full-time' },
        PART_TIME: { zh: '兼职', hk: '兼職', en: 'Part-time' },
        CONTRACTOR: { zh: '合同工', hk: '合約', en: 'Contract' },
        TEMPORARY: { zh: '临时', hk: '臨時', en: 'Temporary' },
        INTERN: { zh: '实习', hk: '實習', en: 'Internship' },
      } satisfies Record<EmploymentType, Labels>,
    },
  },
} satisfies Record<ContentName, KindLabels>;

/** What the site calls an item of the kind, in a language. */
export function kindLabel(name: ContentName, lang: Lang): string {
  return CONTENT_LABELS[name].label[lang];
}

/** The words of one value of a kind's choice, if the kind gives any. */
function choiceOf(name: ContentName, field: string, value: string): ChoiceLabels | undefined {
  const { choices }: KindLabels = CONTENT_LABELS[name];
  return choices?.[field]?.[value];
}

/** The words of one value of a kind's choice in a language; the value itself where none are given. */
export function choiceLabel(name: ContentName, field: string, value: string, lang: Lang): string {
  return choiceOf(name, field, value)?.[lang] ?? value;
}

/** The words a search finds a value of a kind's choice by: those shown, then those visitors also type. */
export function choiceSearchWords(name: ContentName, field: string, value: string, lang: Lang): string {
  const labels = choiceOf(name, field, value);
  return labels ? [labels[lang], labels.searchAlso?.[lang]].filter(Boolean).join(' ') : '';
}

/** A filing's form as the site shows it ("Form 8-K", "8-K 表格"). */
export function formLabel(form: string, lang: Lang): string {
  return lang === 'en' ? `Form ${form}` : `${form} 表格`;
}
