import { fetchBannerPictureAhead, PageBanner } from '@azi/shared/ui/PageBanner';
import { useT } from '@azi/shared/ui/PageContext';
import bannerArt from '../assets/introduce-banner.svg';
import { IntroduceSections } from './IntroduceSections';

// Run ahead of a click on a link to the page (shell's page preparation): the picture comes with it.
fetchBannerPictureAhead(bannerArt, 'desktop');

/** /introduce: the company, its people, culture, history, honors and offices. */
export function IntroduceDesktopPage() {
  const t = useT('introduce');
  return (
    <>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} image={bannerArt} />
      <IntroduceSections />
    </>
  );
}
