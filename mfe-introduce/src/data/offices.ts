export type OfficeKey = 'beijing' | 'changsha' | 'zhengzhou' | 'wuhu' | 'jinan';

export interface Office {
  key: OfficeKey;
  headquarters?: boolean;
  /**
   * The street address as the company publishes it in its SEC filings (in English). Kept as
   * published in every language rather than re-translated, so no street or building name is
   * guessed; the locale files add the city and district in the reader's language.
   * Absent where no street address is published: the city alone is shown.
   */
  publishedAddress?: string;
}

/** The five office cities (#bgdd), in the order docs/company-facts.md (Offices) names them. */
export const OFFICES: readonly Office[] = [
  {
    key: 'beijing',
    headquarters: true,
    publishedAddress: 'Building B09, Intelligence Park, No. 26 Yongtaizhuang North Road, Haidian District, Beijing',
  },
  {
    key: 'changsha',
    publishedAddress: 'Block C, Yuanhang Enterprise Plaza, No. 18 Rongcheng Road, Tianxin District, Changsha',
  },
  { key: 'zhengzhou' },
  { key: 'wuhu', publishedAddress: 'Jingjie Building, Jinghu District, Wuhu' },
  { key: 'jinan' },
];
