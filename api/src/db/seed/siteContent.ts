/**
 * Launch content of the home banners and the media center, from docs/company-facts.md only.
 * Articles that describe the business (not an event) are dated at the site's launch.
 */
import { assetUrl } from '../../assets/artwork';
import type { ContentInput } from '../../content/contentWriter';
import { FY2024_20F, FY2025_20F, H1_FY2025_6K } from './edgar';
import { html, t } from './text';

const LAUNCH = '2026-11-20';

export const BANNERS: ContentInput[] = [
  {
    title: t('S2B2C汽车供应链平台', 'S2B2C汽車供應鏈平台', 'An S2B2C automotive supply-chain platform'),
    summary: t(
      '连接主机厂、零部件厂商、保险公司与终端门店和车主',
      '連接汽車製造商、零部件廠商、保險公司與終端門店和車主',
      'Linking carmakers, parts makers and insurers with stores and car owners',
    ),
    date: LAUNCH,
    sortOrder: 1,
    imageUrl: assetUrl('banner-platform.svg'),
    linkUrl: '/service',
  },
  {
    title: t(
      '22个区域配送中心，310个前置仓',
      '22個區域配送中心，310個前置倉',
      '22 regional distribution centers, 310 forward deployment centers',
    ),
    summary: t('覆盖全国的配件供应网络', '覆蓋全國的配件供應網絡', 'A nationwide parts supply network'),
    date: LAUNCH,
    sortOrder: 2,
    imageUrl: assetUrl('banner-network.svg'),
    linkUrl: '/introduce',
  },
  {
    title: t('纳斯达克上市：AZI', '納斯達克上市：AZI', 'Listed on Nasdaq: AZI'),
    summary: t(
      '2024年8月完成首次公开发行',
      '2024年8月完成首次公開招股',
      'Initial public offering completed in August 2024',
    ),
    date: LAUNCH,
    sortOrder: 3,
    imageUrl: assetUrl('banner-investor.svg'),
    linkUrl: '/investor',
  },
  {
    title: t('加盟智慧门店', '加盟智慧門店', 'Join as a smart store'),
    summary: t(
      '统一门头、统一平台系统、智慧配件仓；加盟热线24小时开通',
      '統一門面、統一平台系統、智慧配件倉；加盟熱線24小時開通',
      'Unified storefront, unified platform system, smart parts warehouse; franchise hotline open 24 hours',
    ),
    date: LAUNCH,
    sortOrder: 4,
    imageUrl: assetUrl('banner-franchise.svg'),
    linkUrl: '/service#saas',
  },
];

const news = (
  date: string,
  datePrecision: 'day' | 'month' | 'year',
  image: Parameters<typeof assetUrl>[0],
  title: [string, string, string],
  summary: [string, string, string],
  body: [string[], string[], string[]],
): ContentInput => ({
  title: t(...title),
  summary: t(...summary),
  body: html(...body),
  date,
  datePrecision,
  imageUrl: assetUrl(image),
});

const edgarLink = (url: string, zh: string, hk: string, en: string): [string, string, string] => [
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${zh}</a>`,
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${hk}</a>`,
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${en}</a>`,
];

const fy2024Link = edgarLink(FY2024_20F, '在EDGAR查看文件', '在EDGAR查看文件', 'View the filing on EDGAR');
const fy2025Link = edgarLink(FY2025_20F, '在EDGAR查看文件', '在EDGAR查看文件', 'View the filing on EDGAR');
const h1Link = edgarLink(H1_FY2025_6K, '在EDGAR查看文件', '在EDGAR查看文件', 'View the filing on EDGAR');

export const MEDIA: ContentInput[] = [
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
  news(
    LAUNCH,
    'day',
    'media-network.svg',
    [
      '22个区域配送中心与310个前置仓',
      '22個區域配送中心與310個前置倉',
      '22 regional distribution centers and 310 forward deployment centers',
    ],
    [
      '配件供应链网络服务全国终端门店。',
      '配件供應鏈網絡服務全國終端門店。',
      'A parts supply network serving stores nationwide.',
    ],
    [
      [
        '中驰车福的配件供应链由22个区域配送中心和310个前置仓组成，为终端门店供应所需配件。',
        '配件供应链是公司2025财年的主要收入来源。',
      ],
      [
        '中馳車福的配件供應鏈由22個區域配送中心和310個前置倉組成，為終端門店供應所需配件。',
        '配件供應鏈是公司2025財政年度的主要收入來源。',
      ],
      [
        "Autozi's parts supply chain runs on 22 regional distribution centers and 310 forward deployment centers that supply parts to stores.",
        'The parts supply chain was the main revenue line in fiscal year 2025.',
      ],
    ],
  ),
  news(
    LAUNCH,
    'day',
    'media-platform.svg',
    [
      '智慧门店SaaS：八大模块服务加盟门店',
      '智慧門店SaaS：八大模組服務加盟門店',
      'Smart-store SaaS: eight modules for franchised stores',
    ],
    [
      '客户、会员、员工、库存、工单、统计、在线服务与营销。',
      '客戶、會員、員工、庫存、工單、統計、網上服務與市場推廣。',
      'Customer, member, employee, inventory, work order, statistics, online service and marketing.',
    ],
    [
      [
        '中驰车福为加盟的多品牌门店提供智慧门店SaaS，包含客户、会员、员工、库存、工单、统计、在线服务和营销八大模块。',
        '加盟门店需拥有不少于1000名活跃客户，升级统一门头，使用统一平台系统，并接入智慧配件仓。',
      ],
      [
        '中馳車福為加盟的多品牌門店提供智慧門店SaaS，包含客戶、會員、員工、庫存、工單、統計、網上服務和市場推廣八大模組。',
        '加盟門店需擁有不少於1000名活躍客戶，升級統一門面，使用統一平台系統，並接入智慧配件倉。',
      ],
      [
        'Autozi offers franchised multi-brand stores a smart-store SaaS with eight modules: customer, member, employee, inventory, work order, statistics, online service and marketing.',
        'Franchise candidates need at least 1,000 active customers, upgrade to a unified storefront, use the unified platform system and adopt the smart parts warehouse.',
      ],
    ],
  ),
  news(
    LAUNCH,
    'day',
    'media-company.svg',
    [
      '从北京到纳斯达克：中驰车福的十六年',
      '從北京到納斯達克：中馳車福的十六年',
      'From Beijing to Nasdaq: sixteen years of Autozi',
    ],
    [
      '2010年成立，2018年升级为全国线上线下一体化服务，2024年上市。',
      '2010年成立，2018年升級為全國線上線下一體化服務，2024年上市。',
      'Founded in 2010, nationwide online-plus-offline service from 2018, listed in 2024.',
    ],
    [
      [
        '2010年，中驰车福在北京成立。2018年，公司业务模式升级为全国性的线上线下一体化服务。',
        '2024年8月，公司完成首次公开发行，在纳斯达克上市。',
      ],
      [
        '2010年，中馳車福在北京成立。2018年，公司業務模式升級為全國性的線上線下一體化服務。',
        '2024年8月，公司完成首次公開招股，在納斯達克上市。',
      ],
      [
        'Autozi was founded in Beijing in 2010. In 2018 its business model was upgraded to nationwide online-plus-offline service.',
        'In August 2024 the company completed its initial public offering and listed on Nasdaq.',
      ],
    ],
  ),
  news(
    LAUNCH,
    'day',
    'media-platform.svg',
    [
      '保险、服务、配件一体化的终端门店生态平台',
      '保險、服務、配件一體化的終端門店生態平台',
      'An integrated insurance, service and parts ecosystem for stores',
    ],
    [
      '新车供应链、汽车保险服务、配件供应链、供应链支付与车主服务。',
      '新車供應鏈、汽車保險服務、配件供應鏈、供應鏈支付與車主服務。',
      'New-vehicle supply chain, auto insurance services, parts, supply-chain payment and car-owner services.',
    ],
    [
      [
        '中驰车福连接主机厂、零部件厂商、保险公司与终端门店和车主，业务涵盖新车供应链、汽车保险服务、配件供应链、带银行信贷的供应链支付科技平台、智慧门店SaaS和车主服务平台。',
      ],
      [
        '中馳車福連接汽車製造商、零部件廠商、保險公司與終端門店和車主，業務涵蓋新車供應鏈、汽車保險服務、配件供應鏈、帶銀行信貸的供應鏈支付科技平台、智慧門店SaaS和車主服務平台。',
      ],
      [
        'Autozi links carmakers, parts makers and insurers with stores and car owners. Its businesses are the new-vehicle supply chain, auto insurance services, the parts supply chain, a supply-chain payment technology platform with bank lending, the smart-store SaaS and a car-owner service platform.',
      ],
    ],
  ),
];
