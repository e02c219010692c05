import type { ComponentType } from 'react';
import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';
import { INTRODUCE_ANCHORS } from '@azi/shared/routing/sitePages';
import { useT } from '@azi/shared/ui/PageContext';
import { Section, type SectionProps } from '@azi/shared/ui/Section';
import { AboutUsContent } from '../sections/AboutUsContent';
import { BoardContent } from '../sections/BoardContent';
import { CommitteesTable } from '../sections/CommitteesTable';
import { CultureValues } from '../sections/CultureValues';
import { FounderContent } from '../sections/FounderContent';
import { HonorsContent } from '../sections/HonorsContent';
import { ManagementContent } from '../sections/ManagementContent';
import { MilestonesTimeline } from '../sections/MilestonesTimeline';
import { OfficesList } from '../sections/OfficesList';

export type IntroduceSectionName = (typeof INTRODUCE_ANCHORS)[number]['section'];

const CONTENT: Record<IntroduceSectionName, ComponentType> = {
  aboutUs: AboutUsContent,
  founder: FounderContent,
  management: ManagementContent,
  board: BoardContent,
  committees: CommitteesTable,
  culture: CultureValues,
  milestones: MilestonesTimeline,
  honors: HonorsContent,
  offices: OfficesList,
};

const TONE: Record<IntroduceSectionName, NonNullable<SectionProps['tone']>> = {
  aboutUs: 'light',
  founder: 'muted',
  management: 'light',
  board: 'muted',
  committees: 'light',
  culture: 'dark',
  milestones: 'light',
  honors: 'muted',
  offices: 'light',
};

/** The nine anchored sections, in the order of the anchor table (the header's sub-menu order). */
export function IntroduceSections() {
  const t = useT('introduce');
  useScrollToLocationHash();
  return (
    <>
      {INTRODUCE_ANCHORS.map(({ id, section }) => {
        const Content = CONTENT[section];
        return (
          <Section key={id} id={id} title={t(`${section}.title`)} lead={t(`${section}.lead`)} tone={TONE[section]}>
            <Content />
          </Section>
        );
      })}
    </>
  );
}
