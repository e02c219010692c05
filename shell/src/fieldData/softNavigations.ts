/**
 * Clicks inside the site, measured by the site itself (issue 51). web-vitals 6 reports soft
 * navigations only where the browser detects them (the Soft Navigations API), and Chromium 156
 * detects none of this router's: the page is drawn after its code and data arrive, not in the
 * click's own task. So each click is timed here: NAV, from the click to the frame after its page
 * was drawn (PageArrival); and each route segment, from one click's page to the next click or the
 * page being hidden, gets CLS (largest session window of unexpected shifts, as web-vitals
 * defines it) and INP (its slowest interaction: segments hold far fewer than the 50 interactions
 * at which web-vitals starts to leave out the slowest).
 */
import type { FieldMetricSample } from '@azi/shared/api/schemas/fieldData';

type Place = Pick<FieldMetricSample, 'page' | 'layout' | 'lang'>;

interface Segment {
  place: Place;
  /** CLS's session windows: the current one and the largest. */
  session: { value: number; first: number; last: number };
  cls: number;
  inp: number | undefined;
  reported: boolean;
}

interface Shift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}
interface EventTiming extends PerformanceEntry {
  interactionId?: number;
}

export interface SoftNavigations {
  /** A click's page was drawn: ends the current segment, times the click, starts the next one. */
  arrived(place: Place, startedAt: number, drawnAt: number): void;
  /** The page is hidden: the current segment's CLS and INP, once. */
  finish(): void;
}

export function trackSoftNavigations(push: (sample: FieldMetricSample) => void): SoftNavigations {
  let current: Segment | undefined;

  const finish = () => {
    if (!current || current.reported) return;
    current.reported = true;
    push({ name: 'CLS', value: Math.round(current.cls * 10_000) / 10_000, ...current.place, navigation: 'soft' });
    if (current.inp !== undefined)
      push({ name: 'INP', value: Math.round(current.inp), ...current.place, navigation: 'soft' });
  };

  const observe = (type: string, handle: (entry: PerformanceEntry) => void, options: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(handle)).observe({ type, ...options });
    } catch {
      // A browser without this entry type measures the rest.
    }
  };
  observe('layout-shift', (entry) => {
    const shift = entry as Shift;
    const segment = current;
    if (!segment || shift.hadRecentInput) return;
    const { session } = segment;
    if (session.value > 0 && shift.startTime - session.last < 1000 && shift.startTime - session.first < 5000) {
      session.value += shift.value;
      session.last = shift.startTime;
    } else {
      segment.session = { value: shift.value, first: shift.startTime, last: shift.startTime };
    }
    segment.cls = Math.max(segment.cls, segment.session.value);
  });
  observe(
    'event',
    (entry) => {
      const event = entry as EventTiming;
      if (!current || !event.interactionId) return;
      current.inp = Math.max(current.inp ?? 0, event.duration);
    },
    { durationThreshold: 40 },
  );

  return {
    arrived(place, startedAt, drawnAt) {
      finish();
      if (startedAt > 0 && drawnAt >= startedAt)
        push({ name: 'NAV', value: Math.round(drawnAt - startedAt), ...place, navigation: 'soft' });
      current = { place, session: { value: 0, first: 0, last: 0 }, cls: 0, inp: undefined, reported: false };
    },
    finish,
  };
}
