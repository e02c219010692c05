/**
 * The investor calendar as iCalendar (RFC 5545) in one language (issue 41): the feed to subscribe
 * to, and one event's "add to calendar" file (issue 53), whose VEVENT is the feed's own, so both
 * carry the same UID, the way to join (webcast, dial-in, page, place) and the same folding. SEQUENCE
 * comes from the item's revision (a calendar app replaces its copy when it rises), STATUS:CANCELLED
 * marks a cancelled event, timed events are in UTC and day-only ones all-day events; an item known
 * only to the month or year has no VEVENT (a calendar would need a day we would invent). Written here
 * rather than with a library (the `ics` package folds at 75 characters, which splits Chinese text
 * past 75 octets): the format is small and the tests read it back with a real parser (ical.js).
 */
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventUid } from '@azi/shared/events/eventCalendar';
import { eventEndMs, eventTimingOf, hasCalendarDate } from '@azi/shared/events/eventPhase';
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';
import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

export const FEED_NAME: Record<Lang, string> = {
  zh: '中驰车福投资者活动',
  hk: '中馳車福投資者活動',
  en: 'Autozi investor events',
};

const LABELS: Record<Lang, { registration: string; webcast: string; dialIn: string; replay: string }> = {
  zh: { registration: '报名', webcast: '网络直播', dialIn: '电话接入', replay: '回放' },
  hk: { registration: '報名', webcast: '網絡直播', dialIn: '電話接入', replay: '重播' },
  en: { registration: 'Registration', webcast: 'Webcast', dialIn: 'Dial-in', replay: 'Replay' },
};

/** Events that ended longer ago than this are left out (the page keeps them). */
export const FEED_HISTORY_MS = 180 * 24 * 60 * 60 * 1000;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts toward their 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const day = (ms: number) => utc(ms).slice(0, 8);

export interface CalendarInput {
  lang: Lang;
  siteUrl: string;
  nowMs: number;
}

export interface FeedInput extends CalendarInput {
  items: readonly InvestorCalendarItem[];
}

/** The item's VEVENT, or undefined for an item known only to the month or year. */
function eventLines(item: InvestorCalendarItem, { lang, siteUrl, nowMs }: CalendarInput): string[] | undefined {
  const timing = eventTimingOf(item);
  const end = eventEndMs(timing);
  if (end === null || !hasCalendarDate(item)) return undefined;
  const when =
    timing.startMs !== null
      ? [`DTSTART:${utc(timing.startMs)}`, `DTEND:${utc(end)}`]
      : // A day-only event: its Beijing day, as an all-day event (the day ends at periodEndMs).
        [
          `DTSTART;VALUE=DATE:${item.date.slice(0, 10).replace(/-/g, '')}`,
          `DTEND;VALUE=DATE:${day(end + BEIJING_OFFSET_MS)}`,
        ];
  const page = `${siteUrl}${buildPath({ lang, layout: 'desktop', page: 'event' }, { query: { id: item.id } })}`;
  const words = LABELS[lang];
  const description = [
    item.summary,
    item.registrationUrl ? `${words.registration}: ${item.registrationUrl}` : '',
    item.webcastUrl ? `${words.webcast}: ${item.webcastUrl}` : '',
    item.dialIn ? `${words.dialIn}: ${item.dialIn}` : '',
    item.replayUrl ? `${words.replay}: ${item.replayUrl}` : '',
    page,
  ].filter((part) => part.trim() !== '');
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid(item.id)}`,
    `DTSTAMP:${utc(nowMs)}`,
    `SEQUENCE:${item.revision}`,
    `STATUS:${item.eventStatus === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    ...when,
    `SUMMARY:${escapeText(item.title)}`,
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    `URL:${page}`,
    ...(item.venue || item.webcastUrl ? [`LOCATION:${escapeText(item.venue || item.webcastUrl)}`] : []),
    'END:VEVENT',
  ];
}

/** A VCALENDAR around `events`, every line folded, CRLF line ends. */
function calendar(head: readonly string[], events: readonly string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Autozi//Investor events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...head,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function buildEventFeed(input: FeedInput): string {
  const recent = input.items.filter((item) => {
    const end = eventEndMs(eventTimingOf(item));
    return end !== null && end >= input.nowMs - FEED_HISTORY_MS;
  });
  return calendar(
    [
      `X-WR-CALNAME:${escapeText(FEED_NAME[input.lang])}`,
      'X-PUBLISHED-TTL:PT1H',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    ],
    recent.flatMap((item) => eventLines(item, input) ?? []),
  );
}

/** One event's "add to calendar" file, or undefined for an item a calendar cannot hold. */
export function buildEventFile(item: InvestorCalendarItem, input: CalendarInput): string | undefined {
  const lines = eventLines(item, input);
  return lines && calendar([], lines);
}
