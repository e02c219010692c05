import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

/**
 * The day in Beijing (YYYY-MM-DD) of an instant: the company's calendar, so an opening that HR
 * closes at a Beijing midnight shows the same day on the server and in every visitor's browser.
 */
export function beijingDate(instant: string): string {
  return new Date(Date.parse(instant) + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}
