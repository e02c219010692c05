/**
 * An investor-calendar item as an event (issue 41): its end, status, how it is attended, its
 * links before (registration, webcast, dial-in), during (the webcast) and after it (replay, slides,
 * transcript, the results' press release), and the phase the API's clock puts it in: the fields
 * (EVENT_FIELDS, in contentFields.ts's investorCalendar) and what the public API answers.
 */
import type { ContentField } from '@azi/shared/api/schemas/contentFields';
import { EVENT_PHASES, EVENT_STATUSES } from '@azi/shared/events/eventPhase';

/** schema.org's eventAttendanceMode, in the console's words. */
export const ATTENDANCE_MODES = ['online', 'offline', 'mixed'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** The event's links, in the order the page shows them within each phase. */
export const EVENT_LINK_KEYS = ['registrationUrl', 'webcastUrl', 'replayUrl', 'slidesUrl', 'transcriptUrl', 'pressReleaseUrl'] as const;
export type EventLinkKey = (typeof EVENT_LINK_KEYS)[number];

/** Dial-in numbers and access codes, one per line. */
export const DIAL_IN_MAX = 500;
export const VENUE_MAX = 300;
/** A transcript's text in one language: an hour's call is some 55,000 characters in English; the admin body of all three stays within nginx's 2 MB (deploy.test). */
export const TRANSCRIPT_MAX = 80_000;

const text = { type: 'string' } as const;

export const investorEventProperties = {
  /** End as an ISO instant (UTC); null: an hour after the start. */
  endAt: { type: ['string', 'null'] },
  eventStatus: { type: 'string', enum: EVENT_STATUSES },
  attendance: { type: 'string', enum: ATTENDANCE_MODES },
  venue: text,
  dialIn: text,
  registrationUrl: text,
  webcastUrl: text,
  replayUrl: text,
  slidesUrl: text,
  transcriptUrl: text,
  pressReleaseUrl: text,
  /** The transcript as plain text, in the answer's language (blank lines part paragraphs); only in getById. */
  transcript: text,
  /** Rises with every change of the item: the calendar feed's SEQUENCE. */
  revision: { type: 'integer' },
  /** Where the event stands at the API's clock (shared/events/eventPhase.ts). */
  phase: { type: 'string', enum: EVENT_PHASES },
} as const;

export const investorEventRequired = [
  'endAt',
  'eventStatus',
  'attendance',
  'venue',
  'dialIn',
  ...EVENT_LINK_KEYS,
  'revision',
  'phase',
] as const;

/** Links are https or this site's own paths (an uploaded PDF's address: public only while the event is). */
const LINK_INPUT = { type: 'string', maxLength: 1000, pattern: '^(https://|/(?!/)|$)' };
/** An optional field the editor may leave empty (null): the fallback is stored. */
const optional = (key: string, type: ContentField['type'], input: Record<string, unknown>, fallback: string, options?: readonly string[]): ContentField => ({
  key,
  type,
  required: false,
  input,
  fallback,
  ...(options ? { options } : {}),
});

/** The event's fields as staff edit them (issue 41), after the calendar item's own. */
export const EVENT_FIELDS: readonly ContentField[] = [
  { key: 'endAt', type: 'instant', required: false, input: { type: ['string', 'null'], format: 'date-time' } },
  optional('eventStatus', 'choice', { type: ['string', 'null'], enum: [...EVENT_STATUSES, null] }, 'scheduled', EVENT_STATUSES),
  optional('attendance', 'choice', { type: ['string', 'null'], enum: [...ATTENDANCE_MODES, null] }, 'online', ATTENDANCE_MODES),
  optional('venue', 'text', { type: ['string', 'null'], maxLength: VENUE_MAX }, ''),
  optional('dialIn', 'lines', { type: ['string', 'null'], maxLength: DIAL_IN_MAX }, ''),
  ...EVENT_LINK_KEYS.map((key) => optional(key, 'link', LINK_INPUT, '')),
];
