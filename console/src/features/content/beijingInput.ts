/**
 * An event's time is typed as Beijing wall-clock time, the company's (issue 53): staff in any
 * office enter the time the call was announced at, and the browser's own zone never moves it. The
 * API stores the instant (ISO 8601, UTC), as for every instant.
 */
import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';
import { beijingClock, newYorkClock } from '@azi/shared/time/zoneClock';

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value read as Beijing time, as the ISO instant the API takes (undefined: not a time). */
export function beijingInputToIso(value: string): string | undefined {
  const match = INPUT.exec(value);
  if (!match) return undefined;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  const wallMs = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute, second);
  // Date.UTC carries 31 February into March: a day the calendar lacks is no time.
  if (hour > 23 || minute > 59 || second > 59 || new Date(wallMs).toISOString().slice(0, 10) !== value.slice(0, 10))
    return undefined;
  return new Date(wallMs - BEIJING_OFFSET_MS).toISOString();
}

/** A stored instant as the datetime-local value of its Beijing wall-clock time ('' for none or invalid). */
export function isoToBeijingInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? '' : beijingClock(ms).replace(' ', 'T');
}

export interface OtherClock {
  time: string;
  /** 'EST'/'EDT' for New York; the browser's zone name and offset for the viewer's own. */
  zone: string;
}

/**
 * What a visitor will read beside the Beijing time (the event page's New York time), and the
 * viewer's own clock when it is neither of the two, so that staff abroad can check the moment.
 * Without `newYork` (a job's closing time: its page shows no New York time), the viewer's own
 * clock only, when it is not Beijing's.
 */
export function otherClocks(
  iso: string,
  localZone: string,
  { newYork: withNewYork = true } = {},
): { newYork?: OtherClock; local?: OtherClock } {
  const ms = Date.parse(iso);
  const localOffset = -new Date(ms).getTimezoneOffset();
  const at = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  const local = { time: at.toISOString().slice(0, 16).replace('T', ' '), zone: localZone };
  const inBeijing = localOffset === BEIJING_OFFSET_MS / 60_000;
  if (!withNewYork) return inBeijing ? {} : { local };
  const newYork = newYorkClock(ms);
  const newYorkOffset = newYork.zone === 'EDT' ? -240 : -300;
  return inBeijing || localOffset === newYorkOffset ? { newYork } : { newYork, local };
}
