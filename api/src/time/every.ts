/**
 * How often a scheduled job runs, as the environment writes it: "30m", "2h", "90s", "1d", a bare
 * number of minutes, or 0 for never. Below a minute is refused: every schedule here is a job for
 * the database, not a busy loop.
 */
export function parseEvery(text: string, setting: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|min|h|d)?\s*$/i.exec(text);
  if (!match)
    throw new Error(`${setting} must be a duration such as 30m, 2h, 1d or 90s, or 0 for never (got '${text}')`);
  const n = Number(match[1]);
  const unit = (match[2] ?? 'm').toLowerCase();
  const ms = Math.round(n * (unit === 's' ? 1000 : unit === 'h' ? 3_600_000 : unit === 'd' ? 86_400_000 : 60_000));
  if (ms !== 0 && ms < 60_000) throw new Error(`${setting} must be at least one minute, or 0 (got '${text}')`);
  return ms;
}
