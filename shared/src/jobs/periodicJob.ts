/**
 * A background job's loop in one process (the API's and the site server's): `work` every
 * `everyMs` (and once `firstMs` after start, when given), and on `runNow`. Never two runs at once:
 * a tick during a run is skipped, while a `runNow` during a run makes the job go round once more
 * afterwards, since the run under way may have looked before what prompted it (a mail just queued).
 * A run that throws goes to `onError` and the loop goes on; the timers never keep a Node process
 * alive; `stop` waits for the run under way. What decides whether a run is due, and which copy
 * runs it (a lease: api/src/jobs/jobLease.ts), is the job's own.
 */
export interface PeriodicJob {
  /** A run that starts from now: at once, or after the run under way. Resolves when it has ended. */
  runNow(): Promise<void>;
  /** Clears the timers and waits for the run under way, so what it uses can close after it. */
  stop(): Promise<void>;
}

/** What a run may ask: whether stop was called meanwhile (then it should not start more work). */
export interface JobState {
  readonly stopped: boolean;
}

export interface PeriodicJobOptions {
  /** How often a run starts by itself; 0: only on runNow. */
  everyMs: number;
  /** A first run this long after start (before the first period has passed). */
  firstMs?: number;
  /** Where a run's failure goes (a log); the next run happens all the same. */
  onError: (error: unknown) => void;
}

type Timer = ReturnType<typeof setTimeout>;

/** In Node a timer may be told not to keep the process alive; a browser's timer is a number. */
function unref(timer: Timer): void {
  if (typeof timer === 'object' && 'unref' in timer) timer.unref();
}

export function startPeriodicJob(
  work: (state: JobState) => Promise<void>,
  { everyMs, firstMs, onError }: PeriodicJobOptions,
): PeriodicJob {
  const state = { stopped: false };
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = work(state)
      .catch(onError)
      .finally(() => (running = undefined));
    return running;
  };
  const tick = () => {
    if (!running && !state.stopped) void start();
  };
  const timers: Timer[] = [];
  if (everyMs > 0) timers.push(setInterval(tick, everyMs));
  if (firstMs !== undefined) timers.push(setTimeout(tick, firstMs));
  timers.forEach(unref);
  return {
    runNow: () => {
      if (state.stopped) return running ?? Promise.resolve();
      if (!running) return start();
      again ??= running.then(() => {
        again = undefined;
        return state.stopped ? undefined : start();
      });
      return again;
    },
    stop: async () => {
      state.stopped = true;
      for (const timer of timers) {
        clearInterval(timer);
        clearTimeout(timer);
      }
      await (again ?? running);
    },
  };
}
