import { Suspense } from 'react';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { LazyBannerCarousel } from './carouselCode';
import { HOME_HERO_NAMESPACE } from './homeHeroText';
import { StaticHero } from './StaticHero';
import { useBannerList } from './useBannerList';

/**
 * The top of the home page: the banner carousel, or the static hero when there are no banners
 * or the API cannot be reached. Both keep the page's one h1, the company's name. The carousel's
 * code comes after the first view (carouselCode.ts); until then the server's HTML stands, or, on
 * a visit from another page, the static hero's box.
 */
export function HomeHero() {
  const { lang } = usePageAddress();
  const t = useT(HOME_HERO_NAMESPACE);
  const list = useBannerList(lang);
  if (list.status === 'ready' && list.banners.length > 0) {
    return (
      <>
        <h1 className="visually-hidden">{t('hero.companyName')}</h1>
        <Suspense
          fallback={
            // The box while the carousel's code comes (its own h1 hidden: the one above is the page's).
            <div aria-hidden="true">
              <StaticHero loading art={false} />
            </div>
          }
        >
          <LazyBannerCarousel banners={list.banners} />
        </Suspense>
      </>
    );
  }
  return <StaticHero loading={list.status === 'loading'} />;
}
