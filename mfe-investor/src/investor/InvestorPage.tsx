import type { ComponentType } from 'react';
import { INVESTOR_ANCHORS } from '@azi/shared/routing/sitePages';
import { PageBanner } from '@azi/shared/ui/PageBanner';
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

/** /investor: the six anchored sections of the investors menu, each loading its own data. */
export function InvestorPage() {
  const t = useT('investor');
  const { layout } = usePageAddress();
  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} />
      {INVESTOR_ANCHORS.map(({ id, section }, index) => {
        const SectionComponent = SECTIONS[section];
        return <SectionComponent key={id} id={id} tone={index % 2 ? 'muted' : 'light'} />;
      })}
    </div>
  );
}
