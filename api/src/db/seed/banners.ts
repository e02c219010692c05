/** The launch banners of the home page, from docs/company-facts.md only. */
import { assetUrl } from '../../assets/artwork';
import type { ContentInput } from '../../content/contentWriter';
import { LAUNCH } from './launchDate';
import { t } from './text';

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
