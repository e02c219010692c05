import { getBannerPage } from '@azi/shared/api/get-banner-page';
import type { BannerItem } from '@azi/shared/api/schemas/content';
import { usePageData } from '@azi/shared/data/usePageData';
import type { Lang } from '@azi/shared/i18n/languages';

/** docs/product.md, Home page banners: the home page asks for the first page of ten banners. */
export const BANNER_PAGE = { pageNo: 1, pageSize: 10 } as const;

export type BannerList = { status: 'loading' } | { status: 'ready'; banners: BannerItem[] } | { status: 'failed' };

/** The banners in the page's language (in the served HTML); a failure is a state, never a crash. */
export function useBannerList(lang: Lang): BannerList {
  const request = usePageData(`home:banners:${lang}`, async () => (await getBannerPage({ ...BANNER_PAGE, lang })).list);
  if (request.status === 'ready') return { status: 'ready', banners: request.data };
  return request.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}
