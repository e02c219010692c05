/**
 * The schedule is chosen in the viewer's local time (a datetime-local input holds
 * 'YYYY-MM-DDTHH:mm' without a zone) and stored by the API as an instant (ISO 8601, UTC).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this browser's time zone ('' for none or invalid). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value, read in this browser's time zone, as the ISO instant the API takes. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** This browser's time zone and offset, e.g. "Asia/Shanghai, UTC+08:00". */
export function localZoneLabel(at = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${zone ? `${zone}, ` : ''}UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * An instant for people: local date and time, to the minute, with the zone's short name ("GMT+8",
 * "EST"), so that no time on a console screen is read as another office's.
 */
export function formatLocal(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZoneName: 'short',
  }).format(date);
}
