import { useEffect, useState } from 'react';
import { getBannerPage } from '@azi/shared/api/get-banner-page';
import type { BannerItem } from '@azi/shared/api/schemas/content';
import type { Lang } from '@azi/shared/i18n/languages';

/** SPEC.md section 9: the home page asks for the first page of ten banners. */
export const BANNER_PAGE = { pageNo: 1, pageSize: 10 } as const;

export type BannerList = { status: 'loading' } | { status: 'ready'; banners: BannerItem[] } | { status: 'failed' };

/** The banners in the page's language; a failure is a state, never a crash. */
export function useBannerList(lang: Lang): BannerList {
  const [state, setState] = useState<BannerList>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getBannerPage({ ...BANNER_PAGE, lang }).then(
      (page) => {
        if (current) setState({ status: 'ready', banners: page.list });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return state;
}
