import type { ComponentType } from 'react';
import { INVESTOR_ANCHORS } from '@azi/shared/routing/sitePages';
import { AlertSubscribeForm } from '@azi/shared/ui/AlertSubscribeForm';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { Section } from '@azi/shared/ui/Section';
import { ALERT_TEXTS } from '@azi/shared/validation/alertSubscription';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { AnnouncementsSection } from './AnnouncementsSection';
import { CallsSection } from './CallsSection';
import { GovernanceSection } from './GovernanceSection';
import styles from './InvestorPage.module.css';
import { ResultsSection } from './ResultsSection';
import { SecFilingsSection } from './SecFilingsSection';
import { StockSection } from './StockSection';

type InvestorSection = (typeof INVESTOR_ANCHORS)[number]['section'];

const SECTIONS: Record<InvestorSection, ComponentType<{ id: string; tone: 'light' | 'muted' }>> = {
  results: ResultsSection,
  announcements: AnnouncementsSection,
  calls: CallsSection,
  secFilings: SecFilingsSection,
  stock: StockSection,
  governance: GovernanceSection,
};

const INVESTOR_ALERTS = ['results', 'announcements', 'financialReports', 'secFilings', 'events'] as const;

/** /investor: the six anchored sections of the investors menu, each loading its own data. */
export function InvestorPage() {
  const t = useT('investor');
  const { layout, lang } = usePageAddress();
  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} />
      {INVESTOR_ANCHORS.map(({ id, section }, index) => {
        const SectionComponent = SECTIONS[section];
        return <SectionComponent key={id} id={id} tone={index % 2 ? 'muted' : 'light'} />;
      })}
      {/* Not one of the menu's anchors (docs/product.md lists those): the e-mail alerts of issue 24. */}
      <Section id="alerts" title={ALERT_TEXTS[lang].form.title} tone={INVESTOR_ANCHORS.length % 2 ? 'muted' : 'light'}>
        <AlertSubscribeForm from="investor" defaultCategories={INVESTOR_ALERTS} />
      </Section>
    </div>
  );
}
