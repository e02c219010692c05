import type { ReactNode } from 'react';
import { EMPLOYEE_ANCHORS } from '@azi/shared/routing/sitePages';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Section } from '@azi/shared/ui/Section';
import activitiesImage from '../../assets/activities.svg';
import businessSchoolImage from '../../assets/business-school.svg';
import recruitmentImage from '../../assets/recruitment.svg';
import talentDevelopmentImage from '../../assets/talent-development.svg';
import workEnvironmentImage from '../../assets/work-environment.svg';
import { OfficeCities } from './OfficeCities';
import { PointList } from './PointList';
import { RecruitmentTeaser } from './RecruitmentTeaser';
import styles from './EmployeePage.module.css';

type EmployeeSection = (typeof EMPLOYEE_ANCHORS)[number]['section'];

const IMAGES: Record<EmployeeSection, string> = {
  talentDevelopment: talentDevelopmentImage,
  businessSchool: businessSchoolImage,
  workEnvironment: workEnvironmentImage,
  activities: activitiesImage,
  recruitment: recruitmentImage,
};

/** What each section shows beside its picture. */
const CONTENT: Record<EmployeeSection, () => ReactNode> = {
  talentDevelopment: () => <PointList section="talentDevelopment" />,
  businessSchool: () => <PointList section="businessSchool" />,
  workEnvironment: () => <OfficeCities />,
  activities: () => <PointList section="activities" />,
  recruitment: () => <RecruitmentTeaser />,
};

/** /employee: what it is like to work here, in the five anchored sections of the menu. */
export function EmployeePage() {
  const t = useT('careers');
  const { layout } = usePageAddress();
  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <PageBanner title={t('employee.banner.title')} subtitle={t('employee.banner.subtitle')} />
      {EMPLOYEE_ANCHORS.map(({ id, section }, index) => (
        <Section
          key={id}
          id={id}
          title={t(`employee.${section}.title`)}
          lead={t(`employee.${section}.lead`)}
          tone={index % 2 ? 'muted' : 'light'}
        >
          <div className={`${styles.split} ${index % 2 ? styles.reverse : ''}`}>
            <img
              src={IMAGES[section]}
              alt={t(`employee.${section}.imageAlt`)}
              width={480}
              height={320}
              loading={index === 0 ? undefined : 'lazy'}
              decoding="async"
              className={styles.picture}
            />
            <div className={styles.content}>{CONTENT[section]()}</div>
          </div>
        </Section>
      ))}
    </div>
  );
}
