import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';

export function ServicePage() {
  const t = useT('service');
  return (
    <>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} />
      {SERVICE_ANCHORS.map(({ id, section }, index) => (
        <Section key={id} id={id} title={t(`${section}.title`)} tone={index % 2 ? 'muted' : 'light'}>
          <p>{t(`${section}.body`)}</p>
        </Section>
      ))}
    </>
  );
}
