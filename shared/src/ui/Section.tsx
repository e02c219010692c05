import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
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
 * On a page a click draws at once (its code and data here), the click's own task draws only the
 * page's top: its banner and its first block (the first section, or a block that claims the top
 * with usePageTop). The sections after it, headings and all, come right after the page has been
 * painted; meanwhile one empty block a screen high keeps the footer below the fold. The visitor
 * sees the top of the new page a frame sooner, without waiting for what is below it. Never on a
 * page drawn by the server or hydrated (nothing waits there), nor when the page opens at an
 * anchor (which has to be in place to be scrolled to).
 */
export interface SectionDeferral {
  /** Settles in the first task after the page's first frame. */
  readonly until: Promise<void>;
  /** Whether it has: a section drawn from then on is drawn at once. */
  settled: boolean;
  /** What is drawn with the top: the first section drawn (its anchor id), or what claimed it. */
  first?: string;
  /** The part below the top that holds its place meanwhile (the first one deferred). */
  placeHolder?: string;
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
 * A block at the top of a page that is not a section (an overview before the page's sections):
 * it is the page's top, drawn in the click's own task, and every section after it waits for the
 * first frame. Call it in the block's component, before the sections render.
 */
export function usePageTop(id: string): void {
  const deferral = useContext(SectionDeferralContext);
  useState(() => {
    if (deferral && !deferral.settled) deferral.first ??= id;
  });
}

/** Where a part of the page stands: drawn now, or waiting for the first frame (and holding the screen's height or not). */
type Shown = 'now' | 'holdsPlace' | 'later';

/**
 * Whether a part of the page is drawn now. A deferred one is drawn in a transition once the page's
 * top has been painted (state, not Suspense: React holds a boundary's content back for 300 ms
 * after its fallback showed, and this content is only waiting for a frame).
 */
function useShown(id: string | undefined): Shown {
  const deferral = useContext(SectionDeferralContext);
  const key = useId();
  const [shown, setShown] = useState<Shown>(() => {
    if (!deferral || deferral.settled) return 'now';
    if (id !== undefined) {
      deferral.first ??= id;
      if (deferral.first === id) return 'now';
    }
    deferral.placeHolder ??= key;
    return deferral.placeHolder === key ? 'holdsPlace' : 'later';
  });
  useEffect(() => {
    if (shown === 'now' || !deferral) return;
    let mounted = true;
    void deferral.until.then(() => {
      if (mounted) startTransition(() => setShown('now'));
    });
    return () => {
      mounted = false;
    };
  }, [shown, deferral]);
  return shown;
}

/** What a deferred part draws until the first frame: one block a screen high, or nothing. */
function Waiting({ shown }: { shown: Exclude<Shown, 'now'> }) {
  return shown === 'holdsPlace' ? <div className={styles.placeHolder} aria-hidden="true" /> : null;
}

/**
 * A part of a page below its top that is not a section (a list under its filters): on a page a
 * click draws at once it comes right after the top has been painted, like the sections after the
 * first; everywhere else (the server, hydration, an anchor) at once.
 */
export function BelowTheTop({ children }: { children: ReactNode }) {
  const shown = useShown(undefined);
  return shown === 'now' ? <>{children}</> : <Waiting shown={shown} />;
}

/** One anchored section of a page: a landmark with its heading, centred to the content width. */
export function Section({ id, title, lead, tone = 'light', children }: SectionProps) {
  const shown = useShown(id);
  if (shown !== 'now') return <Waiting shown={shown} />;
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
