/**
 * The investor calendar's event fields (issue 41), as the API's descriptor takes them
 * (contentTypes.ts spreads them into investorCalendar's): written by the console, read by the
 * event page, the calendar feed and the reminders. Links are https or this site's own paths (an
 * uploaded PDF's address, public only while the event is: documentStore.ts).
 */
import { ATTENDANCE_MODES, DIAL_IN_MAX, EVENT_LINK_KEYS, VENUE_MAX } from '@azi/shared/api/schemas/investorEvent';
import { EVENT_STATUSES } from '@azi/shared/events/eventPhase';
import type { ExtraField, ReadColumn } from './contentTypes';

const LINK_INPUT = { type: 'string', maxLength: 1000, pattern: '^(https://|/(?!/)|$)' };

/** linkUrl -> link_url. */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const EVENT_EXTRAS: readonly ExtraField[] = [
  { key: 'endAt', column: 'end_at', kind: 'instant', input: { type: ['string', 'null'], format: 'date-time' }, required: false },
  { key: 'eventStatus', column: 'event_status', kind: 'text', input: { type: 'string', enum: EVENT_STATUSES }, required: false, fallback: 'scheduled' },
  { key: 'attendance', column: 'attendance', kind: 'text', input: { type: 'string', enum: ATTENDANCE_MODES }, required: false, fallback: 'online' },
  { key: 'venue', column: 'venue', kind: 'text', input: { type: 'string', maxLength: VENUE_MAX }, required: false, fallback: '' },
  { key: 'dialIn', column: 'dial_in', kind: 'text', input: { type: 'string', maxLength: DIAL_IN_MAX }, required: false, fallback: '' },
  ...EVENT_LINK_KEYS.map((key): ExtraField => ({ key, column: columnOf(key), kind: 'text', input: LINK_INPUT, required: false, fallback: '' })),
];

/** The calendar feed's SEQUENCE: raised by every edit and publication (contentWriter). */
export const EVENT_REVISION: ReadColumn = { key: 'revision', column: 'revision', kind: 'integer' };
