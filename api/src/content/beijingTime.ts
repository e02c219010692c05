import { BEIJING_OFFSET_MS } from '@azi/shared/time/beijingTime';

/** '2025-09-30T12:00:00Z' -> '2025-09-30 20:00'; null stays null. */
export function beijingTime(isoInstant: string | null): string | null {
  if (!isoInstant) return null;
  const ms = Date.parse(isoInstant);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
