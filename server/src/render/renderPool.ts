/**
 * Render workers: child processes that run the shell's and the remotes' server code, so that none
 * of it runs in the site server (which keeps the API, the database, the caches and every secret).
 *
 * A worker belongs to one section and one version of it: a page is rendered by a worker that has
 * loaded only the remote that page draws (none for the shell's own pages), at the version the job
 * names. When a section's version changes, its older workers take no new job and stop once idle,
 * so a rolled-back version's code does not outlive it. Workers start on demand and stop when idle.
 *
 * At most `workers` of them render at once; while other sections wait, one section does not take
 * the last free one (when there are two or more). Jobs wait in a queue per section, bounded in length and in time; a job past either
 * is refused ('overloaded') rather than kept waiting, and the sections take turns for a free worker. A job past its time or whose worker dies fails alone
 * with a RenderFailure. Its workers are kept in PooledWorkers.ts; those of one job, in AloneWorkers.ts.
 */
import type { Answer, Job } from './protocol';
import { type RenderPoolOptions, workerSettings } from './poolSettings';
import { chooseSandbox, type SandboxChoice } from './sandbox';
import { messageOf } from './errorMessage';
import { newPending, type Queued, RenderFailure } from './jobs';
import { WorkerProcess } from './workerProcess';
import { AloneWorkers } from './AloneWorkers';
import { type PooledWorker, PooledWorkers } from './PooledWorkers';
import { checkCgroupParent } from './workerCgroup';
import { liveKeys, sectionName, sectionOf } from './sections';
import { renderWorkerScript } from './workerScript';

const ignore = () => {};
/** How often idle workers are looked at. */
const SHRINK_EVERY_MS = 5_000;
/** How often the registry is read for versions no longer live (an activation or rollback, here or by another copy). */
const REGISTRY_EVERY_MS = 1_000;

export class RenderPool {
  private readonly pooled = new PooledWorkers();
  /** Jobs waiting for a worker, by section (read, never changed, by the metrics). */
  readonly queues = new Map<string, Queued[]>();
  /** The version each section was last asked for: its workers of other versions are retired. */
  private readonly latest = new Map<string, string>();
  private turn = 0;
  private readonly alone: AloneWorkers;
  private readonly maxAlive: number;
  private readonly maxPerSection: number;
  private nextId = 1;
  private closed = false;
  private script?: string;
  private readonly sandbox: SandboxChoice;
  private readonly shrinkTimer: NodeJS.Timeout;
  private readonly registryTimer?: NodeJS.Timeout;

  constructor(private readonly options: RenderPoolOptions) {
    this.alone = new AloneWorkers(
      options,
      Math.max(2, options.workers),
      // Its one job's settle() stops it; nothing else to do when it goes idle or exits.
      (section, folders) => this.start(section, folders, false, ignore, ignore),
      () => this.nextId++,
    );
    // One warm worker per section (six) beside those rendering.
    this.maxAlive = options.workers + 6;
    // While other sections wait, one section does not take the last free worker.
    this.maxPerSection = Math.max(1, options.workers - 1);
    this.sandbox = options.sandbox ?? chooseSandbox();
    if (options.cgroup) checkCgroupParent(options.cgroup);
    this.shrinkTimer = setInterval(() => this.pooled.shrink(this.options), SHRINK_EVERY_MS);
    this.shrinkTimer.unref();
    if (options.registry) {
      this.registryTimer = setInterval(() => this.followRegistry(), REGISTRY_EVERY_MS);
      this.registryTimer.unref();
    }
  }

  /** Why the OS sandbox is not used, when it is not and was not turned off on purpose (to say once at start). */
  get sandboxWarning(): string | undefined {
    return this.sandbox.warning;
  }

  /** Workers alive, by section (for figures and tests). */
  get sections(): Record<string, number> {
    return this.pooled.sections;
  }

  /** The process ids of the workers alive (bubblewrap's, where it runs them). */
  get pids(): number[] {
    return this.pooled.pids;
  }

  /** Whether a job drawing `remotes` would be refused now because its section's queue is full. */
  isFull(remotes: readonly string[]): boolean {
    return (this.queues.get(sectionName(remotes))?.length ?? 0) >= (this.options.queuePerSection ?? 32);
  }

  /** Runs a job in a worker of its section; `headers` are added to its API calls in the parent (a preview's grant). */
  run<K extends Job['kind']>(
    job: Extract<Job, { kind: K }>,
    headers?: Record<string, string>,
  ): Promise<Extract<Answer, { kind: K }>> {
    if (this.closed) return Promise.reject(new RenderFailure('the render pool is closed', 'unavailable'));
    const section = sectionOf(this.options.siteDir, job);
    if (section instanceof Error) return Promise.reject(new RenderFailure(section.message, 'error'));
    const queue = this.queues.get(section.section) ?? [];
    this.queues.set(section.section, queue);
    if (this.latest.get(section.section) !== section.key) {
      this.latest.set(section.section, section.key);
      for (const entry of this.pooled.list)
        if (entry.section === section.section && entry.key !== section.key) this.pooled.retire(entry);
    }
    return new Promise((resolve, reject) => {
      if (queue.length >= (this.options.queuePerSection ?? 32)) {
        reject(new RenderFailure(`${section.section}: ${queue.length} renders are already waiting`, 'overloaded'));
        return;
      }
      const id = this.nextId++;
      const pending = newPending(job, resolve as (answer: Answer) => void, reject, headers);
      const entry: Queued = {
        id,
        pending,
        key: section.key,
        folders: section.folders,
        timer: setTimeout(() => {
          const at = queue.indexOf(entry);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(
            new RenderFailure(
              `${section.section}: no worker was free within ${this.options.queueWaitMs ?? 1000} ms`,
              'overloaded',
            ),
          );
        }, this.options.queueWaitMs ?? 1000),
      };
      queue.push(entry);
      this.dispatch();
    });
  }

  /**
   * Runs a job in a worker of its own, started for it and stopped after it: for renders that must
   * not share a process with the live versions (a console preview's draft data, a staged
   * version's code and text). Costs a process start (a few hundred ms).
   */
  runAlone<K extends Job['kind']>(
    job: Extract<Job, { kind: K }>,
    headers?: Record<string, string>,
  ): Promise<Extract<Answer, { kind: K }>> {
    if (this.closed) return Promise.reject(new RenderFailure('the render pool is closed', 'unavailable'));
    return this.alone.run(job, headers);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.shrinkTimer);
    clearInterval(this.registryTimer);
    for (const { worker } of [...this.pooled.list]) worker.stop('the pool closed');
    this.alone.close();
    for (const queue of this.queues.values()) {
      for (const entry of queue.splice(0)) {
        clearTimeout(entry.timer);
        entry.pending.reject(new RenderFailure('the render pool is closed', 'unavailable'));
      }
    }
  }

  /**
   * A worker of `section` running the code in `folders`. Every stop for a broken rule is told to
   * `onWorkerStopped` here, whichever kind of worker it is; `onExit` then does the pool's part.
   */
  private start(
    section: string,
    folders: readonly string[],
    preload: boolean,
    onExit: (worker: WorkerProcess, reason: string) => void,
    onIdle: (worker: WorkerProcess) => void,
  ): WorkerProcess {
    this.script ??= renderWorkerScript();
    const settings = workerSettings(this.options, this.sandbox, this.script, section, folders, preload);
    return new WorkerProcess(
      settings,
      (worker, reason, rule) => {
        if (rule && !this.closed)
          this.options.onWorkerStopped?.({
            section,
            versions: settings.versions,
            rule,
            reason,
            jobsFailed: worker.jobsAtExit,
          });
        onExit(worker, reason);
      },
      onIdle,
    );
  }

  /** Gives waiting jobs to workers, the sections taking turns, until none can be placed. */
  private dispatch(): void {
    if (this.closed) return;
    const limit = this.options.jobsPerWorker ?? 8;
    for (let placed = true; placed;) {
      placed = false;
      const sections = [...this.queues.keys()].filter((section) => this.queues.get(section)!.length > 0);
      if (sections.length === 0) return;
      for (let i = 0; i < sections.length; i += 1) {
        const section = sections[(this.turn + i) % sections.length]!;
        const queue = this.queues.get(section)!;
        const head = queue[0]!;
        const others = sections.length > 1;
        const mine = this.pooled.list.filter(
          (entry) => entry.key === head.key && !entry.worker.retired && !entry.worker.dead,
        );
        // A worker already rendering takes more of its section's jobs, unless another section waits for a turn.
        let target =
          !others || this.pooled.busy < this.options.workers
            ? mine.find(({ worker }) => worker.load > 0 && worker.load < limit)
            : undefined;
        if (
          !target &&
          this.pooled.busy < this.options.workers &&
          (!others || this.pooled.busyIn(section) < this.maxPerSection)
        )
          target = mine.find(({ worker }) => worker.load === 0) ?? this.spawn(section, head);
        if (!target) continue;
        queue.shift();
        clearTimeout(head.timer);
        target.worker.run(head.id, head.pending, this.options.timeoutMs);
        this.turn = (this.turn + i + 1) % Math.max(1, sections.length);
        placed = true;
        break;
      }
    }
  }

  /** A new worker for `section` at the head job's version, making room by stopping the longest-idle worker of another when all are alive. */
  private spawn(section: string, head: Queued): PooledWorker | undefined {
    if (this.pooled.list.length >= this.maxAlive) {
      const idle = this.pooled.list
        .filter(({ worker }) => worker.load === 0)
        .sort((a, b) => a.worker.idleSince - b.worker.idleSince)[0];
      if (!idle) return undefined;
      this.pooled.remove(idle, 'room for another section');
    }
    let entry: PooledWorker;
    try {
      const worker = this.start(
        section,
        head.folders,
        true,
        (stopped) => this.lost(stopped),
        (idleWorker) => {
          if (idleWorker.retired && idleWorker.load === 0) idleWorker.stop('its version is no longer live');
          this.dispatch();
        },
      );
      entry = { worker, section, key: head.key };
    } catch (error) {
      // No worker can start (its script does not build): the job fails, the page is drawn by the browser.
      const queue = this.queues.get(section)!;
      this.options.onWorkerStopped?.({
        section,
        versions: [],
        rule: 'start',
        reason: `a render worker cannot start: ${messageOf(error)}`,
        jobsFailed: queue.length,
      });
      for (const entry of queue.splice(0)) {
        clearTimeout(entry.timer);
        entry.pending.reject(new RenderFailure('no render worker can start', 'unavailable'));
      }
      return undefined;
    }
    this.pooled.list.push(entry);
    return entry;
  }

  private lost(worker: WorkerProcess): void {
    if (!this.pooled.drop(worker)) return;
    if (this.closed) return;
    this.dispatch();
  }

  /**
   * Retires the workers of versions the registry no longer names: an activation or a rollback
   * stops the old version's idle workers now and its busy ones after their jobs, whether or not
   * another request for the section comes.
   */
  private followRegistry(): void {
    let registry: Record<string, string> | undefined;
    try {
      registry = this.options.registry?.();
    } catch {
      return;
    }
    if (!registry) return;
    for (const [section, key] of liveKeys(this.options.siteDir, registry)) {
      if (this.latest.has(section) && this.latest.get(section) !== key) this.latest.set(section, key);
      for (const entry of [...this.pooled.list])
        if (entry.section === section && entry.key !== key && !entry.worker.retired) this.pooled.retire(entry);
    }
  }
}
