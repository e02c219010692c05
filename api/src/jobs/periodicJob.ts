/**
 * A background job's loop on one copy: `work` every `everyMs` (and once `firstMs` after start,
 * when given), never two runs at once, never keeping the process alive, and a stop that waits
 * for the run under way. What decides whether a run is due, and which copy runs it (a lease),
 * is the job's own.
 */
export interface PeriodicJob {
  stop(): Promise<void>;
}

/** What a run may ask: whether stop was called meanwhile (then it should not start more work). */
export interface JobState {
  readonly stopped: boolean;
}

export function startPeriodicJob(work: (state: JobState) => Promise<void>, everyMs: number, firstMs?: number): PeriodicJob {
  let running: Promise<void> | undefined;
  const state = { stopped: false };
  const tick = () => {
    if (running || state.stopped) return;
    // A job reports its own failures (log, record); one that throws still frees the loop.
    running = work(state)
      .catch(() => undefined)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const first = firstMs === undefined ? undefined : setTimeout(tick, firstMs);
  first?.unref();
  return {
    stop: async () => {
      state.stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
