/**
 * Lets the browser run other work (input, paint) before the next step: evaluating the shell's
 * modules and starting the page, or the steps of loading a section, are tasks of their own
 * instead of one long one on a slow phone (decision 007). `scheduler.yield()` where the browser
 * has it (the continuation runs before other queued tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
