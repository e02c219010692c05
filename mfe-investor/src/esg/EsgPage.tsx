import type { ReactNode } from 'react';
import { ESG_ANCHORS } from '@azi/shared/routing/sitePages';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { Section } from '@azi/shared/ui/Section';
import environmentIcon from '../assets/esg-environment.svg';
import governanceIcon from '../assets/esg-governance.svg';
import socialIcon from '../assets/esg-social.svg';
import styles from './EsgPage.module.css';

interface EsgPoint {
  title: string;
  body: string;
}

type EsgSection = (typeof ESG_ANCHORS)[number]['section'];

const ICONS: Record<EsgSection, string> = {
  environment: environmentIcon,
  social: socialIcon,
  governance: governanceIcon,
};

/** /esg: environment (#hj), social (#sh) and governance (#zl), each built on the company's facts. */
export function EsgPage() {
  const t = useT('investor');
  const { layout } = usePageAddress();

  const links: Partial<Record<EsgSection, ReactNode>> = {
    social: (
      <PageLink to="employee" className={styles.more}>
        {t('esg.social.careersLink')}
      </PageLink>
    ),
    governance: (
      <PageLink to="investor" hash="qygzwj" className={styles.more}>
        {t('esg.governance.governanceLink')}
      </PageLink>
    ),
  };

  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <PageBanner title={t('esg.banner.title')} subtitle={t('esg.banner.subtitle')} />
      {ESG_ANCHORS.map(({ id, section }, index) => {
        const points = t(`esg.${section}.points`, { returnObjects: true }) as EsgPoint[];
        return (
          <Section
            key={id}
            id={id}
            title={t(`esg.${section}.title`)}
            lead={t(`esg.${section}.lead`)}
            tone={index % 2 ? 'muted' : 'light'}
          >
            <div className={styles.body}>
              <img
                className={styles.icon}
                src={ICONS[section]}
                width={64}
                height={64}
                alt=""
                loading={index === 0 ? undefined : 'lazy'}
              />
              <ul className={styles.points}>
                {points.map((point) => (
                  <li key={point.title} className={styles.point}>
                    <h3>{point.title}</h3>
                    <p>{point.body}</p>
                  </li>
                ))}
              </ul>
            </div>
            {links[section] ? <p className={styles.moreRow}>{links[section]}</p> : null}
          </Section>
        );
      })}
    </div>
  );
}
