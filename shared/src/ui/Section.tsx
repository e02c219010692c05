import { createContext, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
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

/**
 * On a page a click draws at once (its code and data here): the first section's body is drawn with
 * the page's top, and the others' right after the page has been painted. The visitor sees the top
 * of the new page a frame sooner, without waiting for the sections below it. Never on a page drawn
 * by the server or hydrated (nothing waits there), nor when the page opens at an anchor.
 */
export interface SectionDeferral {
  /** Settles in the first task after the page's first frame. */
  readonly until: Promise<void>;
  /** Whether it has: a section drawn from then on is drawn at once. */
  settled: boolean;
  /** The section drawn with the top: the first one drawn (its anchor id). */
  first?: string;
}

export const SectionDeferralContext = createContext<SectionDeferral | null>(null);

/** A deferral for one page drawn by a click (browser only: it waits for an animation frame). */
export function createSectionDeferral(): SectionDeferral {
  const until = new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
  const deferral: SectionDeferral = { until, settled: false };
  void until.then(() => (deferral.settled = true));
  return deferral;
}

/**
 * Whether a section's body is drawn now. A deferred one is drawn in a transition once the page's
 * top has been painted (state, not Suspense: React holds a boundary's content back for 300 ms
 * after its fallback showed, and this content is only waiting for a frame).
 */
function useBodyShown(id: string | undefined): boolean {
  const deferral = useContext(SectionDeferralContext);
  const [shown, setShown] = useState(() => {
    if (!deferral || deferral.settled) return true;
    if (id === undefined) return false;
    deferral.first ??= id;
    return deferral.first === id;
  });
  useEffect(() => {
    if (shown || !deferral) return;
    let mounted = true;
    void deferral.until.then(() => {
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, [shown, deferral]);
  return shown;
}

function SectionBody({ id, children }: { id: string; children: ReactNode }) {
  return useBodyShown(id) ? <>{children}</> : null;
}

/**
 * A part of a page below its top that is not a section (a list under its filters): on a page a
 * click draws at once it comes right after the top has been painted, like the sections after the
 * first; everywhere else (the server, hydration, an anchor) at once.
 */
export function BelowTheTop({ children }: { children: ReactNode }) {
  return useBodyShown(undefined) ? <>{children}</> : null;
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
            tasks, instead of in one long one; and a click draws the sections after the first one
            once the top of the page is painted (SectionDeferral). */}
        <Suspense fallback={null}>
          <SectionBody id={id}>{children}</SectionBody>
        </Suspense>
      </div>
    </section>
  );
}
