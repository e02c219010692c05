import { knownDate, type InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventEndMs, eventTimingOf } from '@azi/shared/events/eventPhase';
import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { beijingClock, newYorkClock } from '@azi/shared/time/zoneClock';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { usePageLanguage, useT } from '@azi/shared/ui/PageContext';
import styles from './EventPage.module.css';

/** '2026-12-10 20:30 – 21:30', the end's day left out when it is the start's. */
function span(start: string, end: string | undefined): string {
  if (!end) return start;
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

/**
 * The visitor's own zone, named in words in the page's language at the event's moment ("Pacific
 * Standard Time", "北美太平洋标准时间"), and its wall clock; known only in the browser. The long
 * zone name rather than a list of our own: the browser's ICU names every zone in all three
 * languages, daylight time included, where an IANA id ("America/Los_Angeles") is for machines.
 */
export function ownClock(
  ms: number,
  lang: Lang,
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): { zone: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const name = new Intl.DateTimeFormat(HTML_LANG[lang], { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')?.value;
  return {
    zone: name ?? zone,
    time: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`,
  };
}

/**
 * When the event is: Beijing time and New York time in the served HTML (both fixed rules), and
 * the visitor's own zone added after hydration (the server cannot know it).
 */
export function EventTimes({ item }: { item: InvestorCalendarItem }) {
  const t = useT('investor');
  const { lang } = usePageLanguage();
  const hydrated = useHydrated();
  const timing = eventTimingOf(item);
  if (timing.startMs === null) {
    // Only as much of the date as is known: 2025-09 or 2025, never an invented day (issue 53).
    const known = knownDate(item.date, item.datePrecision);
    return (
      <dl className={styles.times}>
        <dt>{t('event.dayOnly')}</dt>
        <dd>
          <time dateTime={known}>{known}</time>
        </dd>
      </dl>
    );
  }
  const start = timing.startMs;
  const end = eventEndMs(timing) ?? undefined;
  const newYorkStart = newYorkClock(start);
  const own = hydrated
    ? { start: ownClock(start, lang), end: end === undefined ? undefined : ownClock(end, lang) }
    : undefined;
  return (
    <dl className={styles.times}>
      <dt>{t('event.beijing')}</dt>
      <dd>{span(beijingClock(start), end === undefined ? undefined : beijingClock(end))} (UTC+8)</dd>
      <dt>{t('event.newYork')}</dt>
      <dd>
        {span(newYorkStart.time, end === undefined ? undefined : newYorkClock(end).time)} ({newYorkStart.zone})
      </dd>
      {own ? (
        <>
          <dt>{t('event.yours', { zone: own.start.zone })}</dt>
          <dd data-testid="event-own-time">{span(own.start.time, own.end?.time)}</dd>
        </>
      ) : null}
    </dl>
  );
}
