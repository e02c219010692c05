/**
 * The media center's dated news at launch (financing, listing, filings, share consolidation), from
 * docs/company-facts.md only. A filing's article links to it on EDGAR rather than quoting figures.
 */
import type { ContentInput } from '../../content/contentWriter';
import { FY2024_20F, FY2025_20F, H1_FY2025_6K } from './edgar';
import { news } from './news';

const edgarLink = (url: string, zh: string, hk: string, en: string): [string, string, string] => [
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${zh}</a>`,
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${hk}</a>`,
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${en}</a>`,
];

const fy2024Link = edgarLink(FY2024_20F, '在EDGAR查看文件', '在EDGAR查看文件', 'View the filing on EDGAR');
const fy2025Link = edgarLink(FY2025_20F, '在EDGAR查看文件', '在EDGAR查看文件', 'View the filing on EDGAR');
const h1Link = edgarLink(H1_FY2025_6K, '在EDGAR查看文件', '在EDGAR查看文件', 'View the filing on EDGAR');

export const MEDIA_NEWS: ContentInput[] = [
  news(
    '2022-05-01',
    'month',
    'media-company.svg',
    [
      '中驰车福与芜湖政府背景投资基金签署投资协议',
      '中馳車福與蕪湖政府背景投資基金簽署投資協議',
      'Autozi signs an investment agreement with Wuhu government-backed funds',
    ],
    [
      '2022年5月，公司与芜湖市政府背景的投资基金签署投资协议。',
      '2022年5月，公司與蕪湖市政府背景的投資基金簽署投資協議。',
      'In May 2022 the company signed an investment agreement with investment funds backed by the Wuhu government.',
    ],
    [
      [
        '2022年5月，中驰车福与芜湖市政府背景的投资基金签署投资协议。',
        '自2015年7月至2022年5月，公司共完成十一轮外部融资。',
      ],
      [
        '2022年5月，中馳車福與蕪湖市政府背景的投資基金簽署投資協議。',
        '自2015年7月至2022年5月，公司共完成十一輪外部融資。',
      ],
      [
        'In May 2022 Autozi signed an investment agreement with investment funds backed by the Wuhu government.',
        'Between July 2015 and May 2022 the company completed eleven financing rounds from outside investors.',
      ],
    ],
  ),
  news(
    '2023-03-01',
    'month',
    'media-stores.svg',
    ['门店网络覆盖5省17市', '門店網絡覆蓋5省17市', 'Store network reaches 5 provinces and 17 cities'],
    [
      '截至2023年3月，252家门店分布于5个省份的17个城市。',
      '截至2023年3月，252家門店分佈於5個省份的17個城市。',
      'By March 2023, 252 stores operated in 17 cities across 5 provinces.',
    ],
    [
      ['截至2023年3月，中驰车福的门店网络达到252家，分布于5个省份的17个城市。'],
      ['截至2023年3月，中馳車福的門店網絡達到252家，分佈於5個省份的17個城市。'],
      ['By March 2023 the Autozi store network had reached 252 stores in 17 cities across 5 provinces.'],
    ],
  ),
  news(
    '2023-07-01',
    'month',
    'media-filing.svg',
    [
      '中驰车福公开提交F-1注册声明',
      '中馳車福公開提交F-1註冊聲明',
      'Autozi files its registration statement on Form F-1 publicly',
    ],
    [
      '2023年7月，公司向美国证券交易委员会公开提交F-1注册声明。',
      '2023年7月，公司向美國證券交易委員會公開提交F-1註冊聲明。',
      'In July 2023 the company publicly filed a registration statement on Form F-1 with the SEC.',
    ],
    [
      ['2023年7月，中驰车福向美国证券交易委员会公开提交F-1注册声明，迈出赴美上市的重要一步。'],
      ['2023年7月，中馳車福向美國證券交易委員會公開提交F-1註冊聲明，邁出赴美上市的重要一步。'],
      [
        'In July 2023 Autozi publicly filed its registration statement on Form F-1 with the US Securities and Exchange Commission, a key step toward its US listing.',
      ],
    ],
  ),
  news(
    '2024-08-28',
    'day',
    'media-listing.svg',
    [
      '中驰车福在纳斯达克上市，股票代码AZI',
      '中馳車福在納斯達克上市，股票代號AZI',
      'Autozi lists on Nasdaq under the ticker AZI',
    ],
    [
      '2024年8月28日，公司完成首次公开发行。',
      '2024年8月28日，公司完成首次公開招股。',
      'On August 28, 2024 the company completed its initial public offering.',
    ],
    [
      [
        '2024年8月28日，中驰车福完成首次公开发行，A类普通股在纳斯达克全球市场挂牌交易，股票代码AZI。',
        '公司成立于2010年，总部位于北京。',
      ],
      [
        '2024年8月28日，中馳車福完成首次公開招股，A類普通股在納斯達克全球市場掛牌交易，股票代號AZI。',
        '公司成立於2010年，總部位於北京。',
      ],
      [
        'On August 28, 2024 Autozi completed its initial public offering; its Class A ordinary shares trade on the Nasdaq Global Market under the ticker AZI.',
        'The company was founded in Beijing in 2010.',
      ],
    ],
  ),
  news(
    '2025-01-01',
    'year',
    'media-filing.svg',
    [
      '中驰车福提交2024财年年度报告',
      '中馳車福提交2024財政年度年報',
      'Autozi files its annual report for fiscal year 2024',
    ],
    [
      '截至2024年9月30日止财年的20-F年度报告。',
      '截至2024年9月30日止財政年度的20-F年報。',
      'Annual report on Form 20-F for the fiscal year ended September 30, 2024.',
    ],
    [
      ['公司已向美国证券交易委员会提交截至2024年9月30日止财年的20-F年度报告。', fy2024Link[0]],
      ['公司已向美國證券交易委員會提交截至2024年9月30日止財政年度的20-F年報。', fy2024Link[1]],
      [
        'The company has filed its annual report on Form 20-F for the fiscal year ended September 30, 2024 with the SEC.',
        fy2024Link[2],
      ],
    ],
  ),
  news(
    '2025-09-01',
    'month',
    'media-results.svg',
    [
      '中驰车福发布2025财年上半年业绩',
      '中馳車福發佈2025財政年度上半年業績',
      'Autozi releases results for the first half of fiscal year 2025',
    ],
    [
      '截至2025年3月31日止六个月的业绩以6-K表格发布。',
      '截至2025年3月31日止六個月的業績以6-K表格發佈。',
      'Results for the six months ended March 31, 2025, released on Form 6-K.',
    ],
    [
      ['2025年9月，公司以6-K表格发布2025财年上半年业绩。', h1Link[0]],
      ['2025年9月，公司以6-K表格發佈2025財政年度上半年業績。', h1Link[1]],
      [
        'In September 2025 the company released its results for the first half of fiscal year 2025 on Form 6-K.',
        h1Link[2],
      ],
    ],
  ),
  news(
    '2025-12-12',
    'day',
    'media-shares.svg',
    [
      '中驰车福50股合1股的股份合并生效',
      '中馳車福50股合1股的股份合併生效',
      "Autozi's 50-for-1 share consolidation takes effect",
    ],
    [
      '股份合并于2025年12月12日生效。',
      '股份合併於2025年12月12日生效。',
      'The share consolidation took effect on December 12, 2025.',
    ],
    [
      ['中驰车福每50股合并为1股的股份合并于2025年12月12日生效。'],
      ['中馳車福每50股合併為1股的股份合併於2025年12月12日生效。'],
      [
        "Autozi's 50-for-1 share consolidation, which combined every 50 shares into one, took effect on December 12, 2025.",
      ],
    ],
  ),
  news(
    '2026-01-01',
    'year',
    'media-filing.svg',
    [
      '中驰车福提交2025财年年度报告',
      '中馳車福提交2025財政年度年報',
      'Autozi files its annual report for fiscal year 2025',
    ],
    [
      '截至2025年9月30日止财年的20-F年度报告。',
      '截至2025年9月30日止財政年度的20-F年報。',
      'Annual report on Form 20-F for the fiscal year ended September 30, 2025.',
    ],
    [
      ['公司已向美国证券交易委员会提交截至2025年9月30日止财年的20-F年度报告。', fy2025Link[0]],
      ['公司已向美國證券交易委員會提交截至2025年9月30日止財政年度的20-F年報。', fy2025Link[1]],
      [
        'The company has filed its annual report on Form 20-F for the fiscal year ended September 30, 2025 with the SEC.',
        fy2025Link[2],
      ],
    ],
  ),
];
