/**
 * Issue 41: the IR page's questions and answers become content staff edit (drafts, schedule,
 * audit, order), and an investor event gets its transcript as text in three languages.
 *
 * The faq table holds questions (title: the question, summary: its answer) and the facts investors
 * look up that are not in docs/company-facts.md (transfer agent, auditor, …; title: the
 * value): those are filled in by IR staff, none is seeded. The questions the page showed until now,
 * written from docs/company-facts.md, are seeded here, so a site that upgrades loses none of them.
 */
// Written out, not imported from shared: a migration must stay as it shipped (shared/src/content/faq.ts names the same).
const ENTRIES = ['question', 'transferAgent', 'auditor', 'legalCounsel', 'registeredOffice', 'irAgency'];
const LINK_SETS = ['none', 'stock', 'filings', 'alerts'];

interface SeedQuestion {
  relatedLinks: string;
  title: Record<'zh' | 'hk' | 'en', string>;
  summary: Record<'zh' | 'hk' | 'en', string>;
}

const QUESTIONS: readonly SeedQuestion[] = [
  {
    relatedLinks: 'stock',
    title: {
      zh: '中驰车福的股票在哪里交易？股票代码是什么？',
      hk: '中馳車福的股份在哪裡買賣？股份代號是甚麼？',
      en: 'Where are Autozi shares traded, and under which ticker?',
    },
    summary: {
      zh: '在纳斯达克全球市场交易，股票代码为 AZI。',
      hk: '在納斯達克全球市場買賣，股份代號為 AZI。',
      en: 'On the Nasdaq Global Market, under the ticker AZI.',
    },
  },
  {
    relatedLinks: 'none',
    title: { zh: '上市的是哪类股份？', hk: '上市的是哪類股份？', en: 'Which shares are listed?' },
    summary: {
      zh: '上市的是 Autozi Internet Technology (Global) Ltd. 的 A 类普通股。该公司是一家在开曼群岛注册成立的控股公司。',
      hk: '上市的是 Autozi Internet Technology (Global) Ltd. 的 A 類普通股。該公司是一家在開曼羣島註冊成立的控股公司。',
      en: 'The Class A ordinary shares of Autozi Internet Technology (Global) Ltd., a holding company incorporated in the Cayman Islands.',
    },
  },
  {
    relatedLinks: 'none',
    title: { zh: '中驰车福何时上市？', hk: '中馳車福何時上市？', en: 'When did Autozi go public?' },
    summary: {
      zh: '首次公开发行于 2024 年 8 月 28 日完成。',
      hk: '首次公開發售於 2024 年 8 月 28 日完成。',
      en: 'The initial public offering was completed on 28 August 2024.',
    },
  },
  {
    relatedLinks: 'none',
    title: {
      zh: '公司是否进行过股份合并？',
      hk: '公司是否進行過股份合併？',
      en: 'Has the share capital been consolidated?',
    },
    summary: {
      zh: '是。每 50 股合并为 1 股的股份合并于 2025 年 12 月 12 日生效。',
      hk: '是。每 50 股合併為 1 股的股份合併於 2025 年 12 月 12 日生效。',
      en: 'Yes. A 50-for-1 share consolidation took effect on 12 December 2025.',
    },
  },
  {
    relatedLinks: 'none',
    title: { zh: '公司的财政年度何时结束？', hk: '公司的財政年度何時結束？', en: 'When does the fiscal year end?' },
    summary: { zh: '每年 9 月 30 日。', hk: '每年 9 月 30 日。', en: 'On 30 September.' },
  },
  {
    relatedLinks: 'filings',
    title: {
      zh: '在哪里可以找到公司的公告文件？',
      hk: '在哪裡可以找到公司的公告文件？',
      en: "Where can I find the company's filings?",
    },
    summary: {
      zh: '中驰车福作为外国私人发行人向美国证券交易委员会提交报告：年度报告采用 20-F 表格，业绩新闻稿等临时报告采用 6-K 表格。这些文件可在本网站的美国证监会文件栏目以及美国证券交易委员会的 EDGAR 系统（CIK 1959726）中查阅；年度报告和中期报告也可在本网站的财务报告栏目中查阅。',
      hk: '中馳車福作為外國私人發行人向美國證券交易委員會提交報告：年度報告採用 20-F 表格，業績新聞稿等臨時報告採用 6-K 表格。這些文件可在本網站的美國證監會文件欄目以及美國證券交易委員會的 EDGAR 系統（CIK 1959726）中查閱；年度報告和中期報告亦可在本網站的財務報告欄目中查閱。',
      en: "Autozi reports to the US Securities and Exchange Commission as a foreign private issuer: annual reports on Form 20-F and current reports, such as results press releases, on Form 6-K. They are in our SEC filings archive and on the SEC's EDGAR system (CIK 1959726); annual and interim reports are also in our financial reports archive.",
    },
  },
  {
    relatedLinks: 'alerts',
    title: {
      zh: '如何及时获知新的业绩、公告和活动？',
      hk: '如何及時獲知新的業績、公告和活動？',
      en: 'How can I be told about new results, filings and events?',
    },
    summary: {
      zh: '订阅我们的邮件提醒并选择您关注的类别（包括投资者活动），或在您的日历应用中订阅投资者日历。',
      hk: '訂閱我們的電郵提示並選擇您關注的類別（包括投資者活動），或在您的日曆應用程式中訂閱投資者日曆。',
      en: 'Subscribe to our e-mail alerts and choose the categories you want, including investor events, or subscribe to the investor calendar in your calendar app.',
    },
  },
  {
    relatedLinks: 'none',
    title: { zh: '公司总部在哪里？', hk: '公司總部在哪裡？', en: 'Where is the company based?' },
    summary: {
      zh: '运营公司于 2010 年在北京成立。总部地址：北京市海淀区永泰庄北路26号 Intelligence Park B09号楼。',
      hk: '營運公司於 2010 年在北京成立。總部地址：北京市海淀區永泰莊北路26號 Intelligence Park B09號樓。',
      en: 'The operating company was founded in Beijing in 2010. Headquarters: Building B09, Intelligence Park, No. 26 Yongtaizhuang North Road, Haidian District, Beijing.',
    },
  },
];

const localized = (name: string) =>
  ['zh', 'hk', 'en'].map((lang) => `${name}_${lang} text not null default ''`).join(',\n  ');
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
// The runner splits on semicolons (migrate.ts), so one inside a text is written as chr(59).
const literal = (text: string) => `'${text.replace(/'/g, "''").replace(/;/g, "' || chr(59) || '")}'`;

const insert = (question: SeedQuestion, index: number) => {
  const columns = ['entry', 'related_links', 'sort_order', 'published_on'];
  const values = [`'question'`, literal(question.relatedLinks), String((index + 1) * 10), 'current_date'];
  for (const lang of ['zh', 'hk', 'en'] as const) {
    columns.push(`title_${lang}`, `summary_${lang}`);
    values.push(literal(question.title[lang]), literal(question.summary[lang]));
  }
  return `insert into faq (${columns.join(', ')}) values (${values.join(', ')})`;
};

export const sql = [
  ...['zh', 'hk', 'en'].map(
    (lang) => `alter table investor_calendar add column transcript_${lang} text not null default ''`,
  ),
  `create table faq (
  id integer generated by default as identity primary key,
  ${localized('title')},
  ${localized('summary')},
  published_on date not null,
  date_precision text not null default 'day' check (date_precision in ('day', 'month', 'year')),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  status text not null default 'published' check (status in ('draft', 'published')),
  publish_at timestamptz not null default now(),
  entry text not null default 'question' check (entry in (${list(ENTRIES)})),
  related_links text not null default 'none' check (related_links in (${list(LINK_SETS)}))
)`,
  `create index faq_visible_idx on faq (status, publish_at)`,
  ...QUESTIONS.map(insert),
].join(';\n');
