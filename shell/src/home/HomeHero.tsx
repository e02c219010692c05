import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { BannerCarousel } from './BannerCarousel';
import { HOME_HERO_NAMESPACE } from './homeHeroText';
import { StaticHero } from './StaticHero';
import { useBannerList } from './useBannerList';

/**
 * The top of the home page: the banner carousel, or the static hero when there are no banners
 * or the API cannot be reached. Both keep the page's one h1, the company's name.
 */
export function HomeHero() {
  const { lang } = usePageAddress();
  const t = useT(HOME_HERO_NAMESPACE);
  const list = useBannerList(lang);
  if (list.status === 'ready' && list.banners.length > 0) {
    return (
      <>
        <h1 className="visually-hidden">{t('hero.companyName')}</h1>
        <BannerCarousel banners={list.banners} />
      </>
    );
  }
  return <StaticHero loading={list.status === 'loading'} />;
}
