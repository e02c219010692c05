/**
 * An entry of the investor calendar: listed in archive 4, and an event with a page of its own
 * (issue 41): its end, status, how it is attended, its links before (registration, webcast,
 * dial-in), during (the webcast) and after it (replay, slides, transcript, the results' press
 * release). What the public API answers of it: schemas/investorEvent.ts.
 */
import { contentKind } from '@azi/shared/content/contentKind';
import { fiscalYear, linkUrl, optional, type ContentField } from '@azi/shared/content/contentField';
import { FISCAL_PERIODS } from '@azi/shared/content/quarterlyAchievement';

export const CALENDAR_KINDS = ['event', 'resultsRelease', 'conferenceCall'] as const;

/** Whether an event takes place; its phase (before, live, after) follows from the clock (events/eventPhase.ts). */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** schema.org's eventAttendanceMode, in the console's words. */
export const ATTENDANCE_MODES = ['online', 'offline', 'mixed'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** The event's links, in the order the page shows them within each phase. */
export const EVENT_LINK_KEYS = [
  'registrationUrl',
  'webcastUrl',
  'replayUrl',
  'slidesUrl',
  'transcriptUrl',
  'pressReleaseUrl',
] as const;
export type EventLinkKey = (typeof EVENT_LINK_KEYS)[number];

/** Dial-in numbers and access codes, one per line. */
export const DIAL_IN_MAX = 500;
export const VENUE_MAX = 300;
/** A transcript's text in one language: an hour's call is some 55,000 characters in English; the admin body of all three stays within nginx's 2 MB (deploy.test). */
export const TRANSCRIPT_MAX = 80_000;

/** Links are https or this site's own paths (an uploaded PDF's address: public only while the event is). */
const LINK_INPUT = { type: 'string', maxLength: 1000, pattern: '^(https://|/(?!/)|$)' };

/** The event's fields as staff edit them (issue 41), after the calendar item's own. */
export const EVENT_FIELDS: readonly ContentField[] = [
  { key: 'endAt', type: 'instant', required: false, input: { type: ['string', 'null'], format: 'date-time' } },
  optional(
    'eventStatus',
    'choice',
    { type: ['string', 'null'], enum: [...EVENT_STATUSES, null] },
    'scheduled',
    EVENT_STATUSES,
  ),
  optional(
    'attendance',
    'choice',
    { type: ['string', 'null'], enum: [...ATTENDANCE_MODES, null] },
    'online',
    ATTENDANCE_MODES,
  ),
  optional('venue', 'text', { type: ['string', 'null'], maxLength: VENUE_MAX }, ''),
  optional('dialIn', 'lines', { type: ['string', 'null'], maxLength: DIAL_IN_MAX }, ''),
  ...EVENT_LINK_KEYS.map((key) => optional(key, 'link', LINK_INPUT, '')),
];

export const investorCalendar = contentKind({
  fields: [
    {
      key: 'kind',
      type: 'choice',
      required: true,
      options: CALENDAR_KINDS,
      input: { type: 'string', enum: [...CALENDAR_KINDS] },
    },
    { key: 'eventAt', type: 'instant', required: false, input: { type: ['string', 'null'], format: 'date-time' } },
    fiscalYear(false),
    // Offered as the quarterly results' periods; the API has taken any short text here from the start.
    {
      key: 'fiscalPeriod',
      type: 'choice',
      required: false,
      options: FISCAL_PERIODS,
      input: { type: ['string', 'null'], maxLength: 8 },
    },
    linkUrl,
    ...EVENT_FIELDS,
  ],
  texts: [{ key: 'transcript', maxLength: TRANSCRIPT_MAX }],
  owner: 'ir',
  alertCategory: 'events',
  // An investor event has a page of its own (before, during and after it).
  shows: { page: 'event', by: 'id' },
  archive: { id: 4 },
  search: 'event',
});
