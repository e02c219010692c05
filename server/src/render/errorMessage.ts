/**
 * An error's message as a worker reports it: also for an Error made in a bundle's own realm (which
 * may fail instanceof), cut to 500 characters: enough to tell what failed, short in a log.
 */
export function messageOf(error: unknown): string {
  const text = typeof (error as Error | null)?.message === 'string' ? (error as Error).message : String(error);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
