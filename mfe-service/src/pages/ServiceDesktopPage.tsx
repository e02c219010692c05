import { fetchBannerPictureAhead, PageBanner } from '@azi/shared/ui/PageBanner';
import { useT } from '@azi/shared/ui/PageContext';
import bannerArt from '../assets/service-banner.svg';
import { ServiceOverview } from '../sections/ServiceOverview';
import { ServiceSections } from './ServiceSections';

// Run ahead of a click on a link to the page (shell's page preparation): the picture comes with it.
fetchBannerPictureAhead(bannerArt, 'desktop');

/** /service: an overview of the platform, then one section per business line. */
export function ServiceDesktopPage() {
  const t = useT('service');
  return (
    <>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} image={bannerArt} />
      <ServiceOverview />
      <ServiceSections />
    </>
  );
}
