import { PageBanner } from '@azi/shared/ui/PageBanner';
import { useT } from '@azi/shared/ui/PageContext';
import { ServiceOverview } from '../sections/ServiceOverview';
import { ServiceSections } from './ServiceSections';

/**
 * /mobile/service: the same content as stacked cards. The banner has no picture on a phone,
 * and each line is led by its icon rather than an illustration, to keep the page light.
 */
export function ServiceMobilePage() {
  const t = useT('service');
  return (
    <>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} />
      <ServiceOverview />
      <ServiceSections />
    </>
  );
}
