import { useEffect, useState } from 'react';
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { LIVE_LEAD_MS, periodStartMs } from '@azi/shared/events/eventPhase';
import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { useT } from '@azi/shared/ui/PageContext';
import { useNow } from '../hooks/useNow';
import styles from './EventPage.module.css';

const MINUTE_MS = 60_000;

/** The browser's clock, read again every few seconds once the page is hydrated (null before). */
function useTickingClock(active: boolean): number | null {
  const hydrated = useHydrated();
  // Read at the first render, used only from the render after hydration: a few milliseconds old then.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return hydrated && active ? now : null;
}

/** The minutes left before the start, counted up ("in 1 minute" until the start itself), or null. */
export function minutesToStart(startMs: number, nowMs: number): number | null {
  const left = startMs - nowMs;
  return left > 0 && left <= LIVE_LEAD_MS ? Math.ceil(left / MINUTE_MS) : null;
}

/**
 * What the event's phase badge says. The quarter hour before the start (phase 'starting', issue 53)
 * is "Starting soon" in the served HTML, which a cache keeps until the start; after hydration the
 * visitor's clock counts the minutes down ("Starts in 12 minutes"), and says "Live now" once the
 * start has come. An item dated only by month or year is called upcoming only while that period
 * is still ahead: within it, the page cannot say whether it has happened, so no badge.
 */
export function EventPhaseBadge({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  const drawnNow = useNow();
  const startMs = item.eventAt ? Date.parse(item.eventAt) : NaN;
  const clock = useTickingClock(item.phase === 'starting' && !Number.isNaN(startMs));
  if (item.phase === 'before' && !item.eventAt && item.datePrecision !== 'day') {
    const begins = periodStartMs(item.date, item.datePrecision);
    if (!drawnNow || begins === null || begins <= drawnNow.getTime()) return null;
  }
  let text = t(`event.phase.${item.phase}`);
  if (item.phase === 'starting' && clock !== null) {
    const minutes = minutesToStart(startMs, clock);
    if (minutes === 1) text = t('event.startsInOne');
    else if (minutes !== null) text = t('event.startsIn', { minutes });
    else if (clock >= startMs) text = t('event.phase.live');
  }
  return (
    <span
      className={`${styles.badge} ${styles[item.phase] ?? ''}`}
      data-testid="event-phase"
      role={item.phase === 'starting' ? 'timer' : undefined}
    >
      {text}
    </span>
  );
}
