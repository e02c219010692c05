import { Suspense, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** The anchor id (from the page's anchor table). */
  id: string;
  title: string;
  /** A short line under the title. */
  lead?: string;
  tone?: 'light' | 'muted' | 'dark';
  children?: ReactNode;
}

/** One anchored section of a page: a landmark with its heading, centred to the content width. */
export function Section({ id, title, lead, tone = 'light', children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {/* A boundary per section: the browser hydrates a long page section by section, in short
            tasks, instead of in one long one. */}
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </section>
  );
}
