/**
 * What the public API answers of an investor-calendar item as an event (issue 41), beyond the
 * calendar item's own: its end, status, attendance, links by phase, transcript, revision and the
 * phase the API's clock puts it in. The fields staff edit: shared/src/content/investorCalendar.ts.
 */
import { EVENT_PHASES, EVENT_STATUSES } from '@azi/shared/events/eventPhase';
import { ATTENDANCE_MODES, EVENT_LINK_KEYS } from '@azi/shared/content/investorCalendar';

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
