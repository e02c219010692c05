/**
 * The media center's articles about the business (supply network, smart-store SaaS, history,
 * ecosystem), from docs/company-facts.md only. They describe no event, so they carry the launch date.
 */
import type { ContentInput } from '../../content/contentWriter';
import { LAUNCH } from './launchDate';
import { news } from './news';

export const BUSINESS_ARTICLES: ContentInput[] = [
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
