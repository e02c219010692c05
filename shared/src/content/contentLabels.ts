/**
 * What the site calls each content kind's items and the values of their choices, in zh, hk and en:
 * one namespace, read by the site search (its labels: 年报 finds an annual report), the console's
 * editor (a job's family in the interface's language) and the sections' views (a job's city on its
 * page). Kept beside the kinds' files but apart from them: the page table reads the kinds (where
 * their items show) in the shell's first script, and the words of every kind in three languages
 * would ride along to every first view (issue 55). contentKinds.test.ts checks that every kind is
 * named and every choice's values worded.
 */
import type { ContentName } from '@azi/shared/content/contentKinds';
import type { EmploymentType, OfficeCity } from '@azi/shared/content/job';
import type { JobCategory } from '@azi/shared/keys/jobCategories';
import type { Lang } from '@azi/shared/i18n/languages';

export type Labels = Record<Lang, string>;

export interface KindLabels {
  /** What the site calls an item of the kind (the archives' type column, the search index's label). */
  label: Labels;
  /** The words of a choice's values, by field key then value. */
  choices?: Record<string, Record<string, Labels>>;
}

export const CONTENT_LABELS = {
  financialReport: {
    label: { zh: '财务报告', hk: '財務報告', en: 'Financial report' },
    // The investor pages' words (mfe-investor's types.reports), and the shorter one visitors type (年报).
    choices: {
      reportType: {
        annual: { zh: '年度报告 年报', hk: '年度報告 年報', en: 'Annual report' },
        interim: { zh: '中期报告', hk: '中期報告', en: 'Interim report' },
        performanceNews: { zh: '业绩新闻', hk: '業績新聞', en: 'Performance news' },
        otherNews: { zh: '其他新闻', hk: '其他新聞', en: 'Other news' },
      },
    },
  },
  quarterlyAchievement: {
    label: { zh: '季度业绩', hk: '季度業績', en: 'Quarterly results' },
  },
  investorNews: {
    label: { zh: '投资者新闻', hk: '投資者新聞', en: 'Investor news' },
  },
  notice: {
    label: { zh: '公告', hk: '公告', en: 'Announcement' },
  },
  investorCalendar: {
    label: { zh: '投资者日历', hk: '投資者日曆', en: 'Investor calendar' },
    // The investor pages' words (mfe-investor's types.calendar).
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
    // The investor pages' words (mfe-investor's types.sec), and the shorter one visitors type (年报).
    choices: {
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
  },
  faq: {
    label: { zh: '投资者问答与资料', hk: '投資者問答與資料', en: 'IR FAQ and facts' },
  },
  media: {
    label: { zh: '新闻稿', hk: '新聞稿', en: 'Press release' },
  },
  banner: {
    label: { zh: '首页横幅', hk: '首頁橫幅', en: 'Home banner' },
  },
  job: {
    label: { zh: '招聘职位', hk: '招聘職位', en: 'Job opening' },
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

/** The words of one value of a kind's choice in a language; the value itself where none are given. */
export function choiceLabel(name: ContentName, field: string, value: string, lang: Lang): string {
  const { choices }: KindLabels = CONTENT_LABELS[name];
  return choices?.[field]?.[value]?.[lang] ?? value;
}
