import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';
import { SERVICE_ANCHORS } from '@azi/shared/routing/sitePages';
import { useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import { BusinessLineContent } from '../sections/BusinessLineContent';
import { SaasModuleGrid } from '../sections/SaasModuleGrid';

/** The six business-line sections, in the order of the anchor table (the header's sub-menu). */
export function ServiceSections() {
  const t = useT('service');
  useScrollToLocationHash();
  return (
    <>
      {SERVICE_ANCHORS.map(({ id, section }, index) => (
        <Section
          key={id}
          id={id}
          title={t(`${section}.title`)}
          lead={t(`${section}.lead`)}
          tone={index % 2 ? 'light' : 'muted'}
        >
          <BusinessLineContent line={section} reverse={index % 2 === 1}>
            {section === 'smartStore' ? <SaasModuleGrid /> : null}
          </BusinessLineContent>
        </Section>
      ))}
    </>
  );
}
