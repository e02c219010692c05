/**
 * Render workers started for one job each and stopped after it (RenderPool.runAlone): for renders
 * that must not share a process with the live versions. A preview link is a bearer URL, so only a
 * few such processes run at once, with a short queue behind them.
 */
import type { Answer, Job } from './protocol';
import { messageOf } from './errorMessage';
import { newPending, RenderFailure } from './jobs';
import type { RenderPoolOptions } from './poolSettings';
import type { WorkerProcess } from './workerProcess';
import { sectionOf } from './sections';

/** Renders waiting for a worker of their own beyond those running (runAlone). */
const MAX_ALONE_WAITING = 16;

export class AloneWorkers {
  /** Workers started for one job each, and the jobs waiting for one. */
  private readonly alone = new Set<WorkerProcess>();
  private readonly aloneWaiting: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly options: RenderPoolOptions,
    /** Workers of one job at once. */
    private readonly maxAlone: number,
    /** Starts a worker of `section` running the code in `folders` (the pool's start, not kept in the pool). */
    private readonly start: (section: string, folders: readonly string[]) => WorkerProcess,
    /** The next job id (the pool's counter). */
    private readonly nextId: () => number,
  ) {}

  run<K extends Job['kind']>(
    job: Extract<Job, { kind: K }>,
    headers?: Record<string, string>,
  ): Promise<Extract<Answer, { kind: K }>> {
    if (this.closed) return Promise.reject(new RenderFailure('the render pool is closed', 'unavailable'));
    // A preview link is a bearer URL: at most a few such processes at once, a short queue, then no.
    if (this.alone.size >= this.maxAlone) {
      if (this.aloneWaiting.length >= MAX_ALONE_WAITING)
        return Promise.reject(new RenderFailure('too many preview renders at once', 'unavailable'));
      return new Promise<void>((resolve) => this.aloneWaiting.push(resolve)).then(() => this.run(job, headers));
    }
    const section = sectionOf(this.options.siteDir, job);
    if (section instanceof Error) return Promise.reject(new RenderFailure(section.message, 'error'));
    return new Promise((resolve, reject) => {
      let worker: WorkerProcess;
      try {
        worker = this.start(section.section, section.folders);
      } catch (error) {
        reject(new RenderFailure(`a render worker cannot start: ${messageOf(error)}`, 'unavailable'));
        return;
      }
      this.alone.add(worker);
      const settle = () => {
        this.alone.delete(worker);
        worker.stop('its one job is done');
        this.aloneWaiting.shift()?.();
      };
      const pending = newPending(
        job,
        (answer) => {
          settle();
          resolve(answer as Extract<Answer, { kind: K }>);
        },
        (error) => {
          settle();
          reject(error);
        },
        headers,
      );
      worker.run(this.nextId(), pending, this.options.timeoutMs);
    });
  }

  close(): void {
    this.closed = true;
    for (const worker of [...this.alone]) worker.stop('the pool closed');
    for (const wake of this.aloneWaiting.splice(0)) wake();
  }
}
