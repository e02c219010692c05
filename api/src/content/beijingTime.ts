/** Beijing is UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** '2025-09-30T12:00:00Z' -> '2025-09-30 20:00'; null stays null. */
export function beijingTime(isoInstant: string | null): string | null {
  if (!isoInstant) return null;
  const ms = Date.parse(isoInstant);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
