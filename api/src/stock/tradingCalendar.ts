/**
 * Nasdaq's trading days, worked out from the exchange's published holiday rules (the same for NYSE
 * and Nasdaq), and New York time. The scheduled job records a close only on a trading day, the
 * console lists a trading day without a price as missed (a holiday is not a missed day), and the
 * CSV download is cached until the next close. A closure the rules cannot know (a national day of
 * mourning) is listed by hand in UNSCHEDULED_CLOSURES.
 */
const DAY_MS = 86_400_000;
const ZONE = 'America/New_York';

/** Full-day closures outside the regular holiday rules. */
const UNSCHEDULED_CLOSURES = new Set([
  // National day of mourning for President Jimmy Carter.
  '2025-01-09',
]);

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return iso(timeOf(date) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(timeOf(date)).getUTCDay();
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = Date.UTC(year, month - 1, 1);
    const offset = (day - new Date(first).getUTCDay() + 7) % 7;
    return iso(first + (offset + (n - 1) * 7) * DAY_MS);
  }
  const last = Date.UTC(year, month, 0);
  const back = (new Date(last).getUTCDay() - day + 7) % 7;
  return iso(last - back * DAY_MS);
}

/** Easter Sunday (Gregorian; the anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(Date.UTC(year, month - 1, day));
}

/** A fixed-date holiday on a Saturday is kept on the Friday before, on a Sunday the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

const holidayCache = new Map<number, Set<string>>();

/** The exchange's regular full-day holidays of a year. */
export function holidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const pad = (n: number) => String(n).padStart(2, '0');
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  const days = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    addDays(easter(year), -2), // Good Friday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(fixed(7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(fixed(12, 25)),
  ];
  // New Year's Day on a Saturday is not moved back into the old year (the exchange's rule 7.2).
  if (weekday(fixed(1, 1)) !== 6) days.push(observed(fixed(1, 1)));
  if (year >= 2022) days.push(observed(fixed(6, 19))); // Juneteenth
  const set = new Set(days);
  holidayCache.set(year, set);
  return set;
}

export function isTradingDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !UNSCHEDULED_CLOSURES.has(date) && !holidays(Number(date.slice(0, 4))).has(date);
}

export function nextTradingDay(date: string): string {
  let next = addDays(date, 1);
  while (!isTradingDay(next)) next = addDays(next, 1);
  return next;
}

export function previousTradingDay(date: string): string {
  let previous = addDays(date, -1);
  while (!isTradingDay(previous)) previous = addDays(previous, -1);
  return previous;
}

/** The trading days from `from` to `to`, both included. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The date and the minutes since midnight in New York at `instant`. */
export function newYorkTime(instant: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant at `minutes` after midnight of `date` in New York. */
export function newYorkInstant(date: string, minutes: number): Date {
  // Start from the time as if New York were UTC-5, then correct by what the clock there reads.
  let guess = timeOf(date) + minutes * 60_000 + 5 * 3_600_000;
  for (let i = 0; i < 2; i += 1) {
    const seen = newYorkTime(new Date(guess));
    const seenMinutes = (timeOf(seen.date) - timeOf(date)) / 60_000 + seen.minutes;
    guess += (minutes - seenMinutes) * 60_000;
  }
  return new Date(guess);
}

/** When the regular session ends: 16:00 New York time. */
export const CLOSE_MINUTES = 16 * 60;
