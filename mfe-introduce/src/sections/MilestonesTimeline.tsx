import type { ReactNode } from 'react';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { groupMilestones, isoMilestoneDate, MILESTONES, type MilestoneDate } from '../data/milestones';
import styles from './MilestonesTimeline.module.css';

/** #fzlc: the dated milestones as a timeline, then those the source gives no year, undated. */
export function MilestonesTimeline() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  const months = t('milestones.months', { returnObjects: true }) as string[];
  const { dated, undated } = groupMilestones(MILESTONES);

  const when = (date: MilestoneDate) => (
    <time dateTime={isoMilestoneDate(date)}>
      {date.month === undefined
        ? t('milestones.yearOnly', { year: date.year })
        : t('milestones.yearMonth', { year: date.year, month: months[date.month - 1] })}
    </time>
  );

  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <ol className={styles.timeline} aria-label={t('milestones.timelineLabel')}>
        {dated.map((milestone) => (
          <li key={milestone.key} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.card}>
              {/* Each card is headed by its date, the line that looks like a heading. */}
              {milestone.date.month === undefined && !milestone.until ? (
                // A year alone needs no second line: the big year is the date.
                <h3 className={styles.year}>
                  <time dateTime={isoMilestoneDate(milestone.date)}>{milestone.date.year}</time>
                </h3>
              ) : (
                <>
                  <p className={styles.year} aria-hidden="true">
                    {milestone.date.year}
                  </p>
                  <h3 className={styles.date}>
                    {milestone.until ? (
                      // The range's words come from the locale; the two dates stay machine-readable.
                      <RangeText
                        template={t('milestones.range', { from: FROM_MARK, to: TO_MARK })}
                        from={when(milestone.date)}
                        to={when(milestone.until)}
                      />
                    ) : (
                      when(milestone.date)
                    )}
                  </h3>
                </>
              )}
              <p className={styles.text}>{t(`milestones.items.${milestone.key}`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.undated}>
        <h3 className={styles.undatedTitle}>{t('milestones.undatedTitle')}</h3>
        <p className={styles.undatedNote}>{t('milestones.undatedNote')}</p>
        <ul className={styles.undatedList}>
          {undated.map((milestone) => (
            <li key={milestone.key}>{t(`milestones.items.${milestone.key}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Private-use characters (never in text) that mark where the two dates go in the translated range. */
const FROM_MARK = '\uE000';
const TO_MARK = '\uE001';

interface RangeTextProps {
  /** The translated range with FROM_MARK where the start goes and TO_MARK where the end goes. */
  template: string;
  from: ReactNode;
  to: ReactNode;
}

/** Puts two <time> elements into a translated "from … to …" sentence, in that language's order. */
function RangeText({ template, from, to }: RangeTextProps) {
  return (
    <>
      {template
        .split(/(\uE000|\uE001)/)
        .map((part, index) =>
          part === FROM_MARK ? (
            <span key={index}>{from}</span>
          ) : part === TO_MARK ? (
            <span key={index}>{to}</span>
          ) : (
            part
          ),
        )}
    </>
  );
}
