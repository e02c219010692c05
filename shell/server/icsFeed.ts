/**
 * The investor calendar as an iCalendar feed (RFC 5545) in one language (issue 41): one VEVENT
 * per event with the UID the page's "add to calendar" file has too, SEQUENCE from the item's
 * revision (a calendar app replaces its copy when it rises), STATUS:CANCELLED for a cancelled
 * event, timed events in UTC and day-only ones as all-day events. Written here rather than with a
 * library: the format is small and the tests read it back with a real parser (ical.js).
 */
import type { InvestorCalendarItem } from '@azi/shared/api/schemas/content';
import { eventUid } from '@azi/shared/events/eventCalendar';
import { eventEndMs, eventTimingOf } from '@azi/shared/events/eventPhase';
import type { Lang } from '@azi/shared/i18n/languages';
import { buildPath } from '@azi/shared/routing/paths';
import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

export const FEED_NAME: Record<Lang, string> = {
  zh: '中驰车福投资者活动',
  hk: '中馳車福投資者活動',
  en: 'Autozi investor events',
};

const LABELS: Record<Lang, { webcast: string; dialIn: string; replay: string }> = {
  zh: { webcast: '网络直播', dialIn: '电话接入', replay: '回放' },
  hk: { webcast: '網絡直播', dialIn: '電話接入', replay: '重播' },
  en: { webcast: 'Webcast', dialIn: 'Dial-in', replay: 'Replay' },
};

/** Events that ended longer ago than this are left out (the page keeps them). */
export const FEED_HISTORY_MS = 180 * 24 * 60 * 60 * 1000;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
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

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const day = (ms: number) => utc(ms).slice(0, 8);

export interface FeedInput {
  lang: Lang;
  siteUrl: string;
  items: readonly InvestorCalendarItem[];
  nowMs: number;
}

function eventLines(item: InvestorCalendarItem, { lang, siteUrl, nowMs }: FeedInput): string[] | undefined {
  const timing = eventTimingOf(item);
  const end = eventEndMs(timing);
  if (end === null || end < nowMs - FEED_HISTORY_MS) return undefined;
  const when =
    timing.startMs !== null
      ? [`DTSTART:${utc(timing.startMs)}`, `DTEND:${utc(end)}`]
      : // A day-only event: its Beijing day, as an all-day event (the day ends at dayEndMs).
        [`DTSTART;VALUE=DATE:${item.date.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${day(end + BEIJING_OFFSET_MS)}`];
  const page = `${siteUrl}${buildPath({ lang, layout: 'desktop', page: 'event' }, { query: { id: item.id } })}`;
  const words = LABELS[lang];
  const description = [
    item.summary,
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

export function buildEventFeed(input: FeedInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Autozi//Investor events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(FEED_NAME[input.lang])}`,
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    ...input.items.flatMap((item) => eventLines(item, input) ?? []),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
