import type { ReactNode } from 'react';
import { CheckList } from '@azi/shared/ui/CheckList';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { ServiceIcon } from '../components/ServiceIcon';
import { BUSINESS_LINE_LOOK, type BusinessLine } from '../data/businessLines';
import styles from './BusinessLineContent.module.css';

export interface BusinessLineContentProps {
  line: BusinessLine;
  /** Desktop rows alternate: picture on the right instead of the left. */
  reverse?: boolean;
  /** Extra content after the text, e.g. the SaaS module grid. */
  children?: ReactNode;
}

/**
 * The body of one business-line section: what the line does, for whom, and how it fits the
 * platform. Desktop: a picture-and-text row. Mobile: one card led by the line's icon.
 */
export function BusinessLineContent({ line, reverse = false, children }: BusinessLineContentProps) {
  const t = useT('service');
  const { layout } = usePageAddress();
  const look = BUSINESS_LINE_LOOK[line];
  const paragraphs = t(`${line}.paragraphs`, { returnObjects: true }) as string[];
  const points = t(`${line}.points`, { returnObjects: true }) as string[];
  const mobile = layout === 'mobile';

  const text = (
    <div className={styles.text}>
      {look.hasBadge ? <p className={styles.badge}>{t(`${line}.badge`)}</p> : null}
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 className={styles.pointsTitle}>{t('common.pointsTitle')}</h3>
      <CheckList items={points} />
    </div>
  );

  if (mobile) {
    return (
      <>
        <div className={styles.card}>
          <span className={styles.cardIcon}>
            <ServiceIcon name={look.icon} size={28} />
          </span>
          {text}
        </div>
        {children}
      </>
    );
  }

  return (
    <>
      <div className={`${styles.row} ${reverse ? styles.reverse : ''}`}>
        <img className={styles.picture} src={look.illustration} width={480} height={360} alt="" loading="lazy" />
        {text}
      </div>
      {children}
    </>
  );
}
