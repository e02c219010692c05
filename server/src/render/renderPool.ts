import type { Answer, Job } from './protocol';
import { type RenderPoolOptions, workerSettings } from './poolSettings';
import { chooseSandbox, type SandboxChoice } from './sandbox';
import { messageOf } from './errorMessage';
import { newPending, type Queued, RenderFailure } from './jobs';
import { WorkerProcess } from './workerProcess';
import { checkCgroupParent } from './workerCgroup';
import { liveKeys, sectionName, sectionOf } from './sections';
import { renderWorkerScript } from './workerScript';

/** Renders waiting for a worker of their own beyond those running (runAlone). */
const MAX_ALONE_WAITING = 16;
/** How often idle workers are looked at. */
const SHRINK_EVERY_MS = 5_000;
/** How often the registry is read for versions no longer live (an activation or rollback, here or by another copy). */
const REGISTRY_EVERY_MS = 1_000;

interface PooledWorker {
  worker: WorkerProcess;
  section: string;
  key: string;
}

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
 * with a RenderFailure.
 */
export class RenderPool {
  private readonly pooled: PooledWorker[] = [];
  /** Jobs waiting for a worker, by section (read, never changed, by the metrics). */
  readonly queues = new Map<string, Queued[]>();
  /** The version each section was last asked for: its workers of other versions are retired. */
  private readonly latest = new Map<string, string>();
  private turn = 0;
  /** Workers started for one job each (runAlone), and the jobs waiting for one. */
  private readonly alone = new Set<WorkerProcess>();
  private readonly aloneWaiting: (() => void)[] = [];
  private readonly maxAlone: number;
  private readonly maxAlive: number;
  private readonly maxPerSection: number;
  private nextId = 1;
  private closed = false;
  private script?: string;
  private readonly sandbox: SandboxChoice;
  private readonly shrinkTimer: NodeJS.Timeout;
  private readonly registryTimer?: NodeJS.Timeout;

  constructor(private readonly options: RenderPoolOptions) {
    this.maxAlone = Math.max(2, options.workers);
    // One warm worker per section (six) beside those rendering.
    this.maxAlive = options.workers + 6;
    // While other sections wait, one section does not take the last free worker.
    this.maxPerSection = Math.max(1, options.workers - 1);
    this.sandbox = options.sandbox ?? chooseSandbox();
    if (options.cgroup) checkCgroupParent(options.cgroup);
    this.shrinkTimer = setInterval(() => this.shrink(), SHRINK_EVERY_MS);
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
    const count: Record<string, number> = {};
    for (const { section } of this.pooled) count[section] = (count[section] ?? 0) + 1;
    return count;
  }

  /** The process ids of the workers alive (bubblewrap's, where it runs them). */
  get pids(): number[] {
    return this.pooled.map(({ worker }) => worker.pid).filter((pid): pid is number => pid !== undefined);
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
      for (const entry of this.pooled)
        if (entry.section === section.section && entry.key !== section.key) this.retire(entry);
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
    // A preview link is a bearer URL: at most a few such processes at once, a short queue, then no.
    if (this.alone.size >= this.maxAlone) {
      if (this.aloneWaiting.length >= MAX_ALONE_WAITING)
        return Promise.reject(new RenderFailure('too many preview renders at once', 'unavailable'));
      return new Promise<void>((resolve) => this.aloneWaiting.push(resolve)).then(() => this.runAlone(job, headers));
    }
    const section = sectionOf(this.options.siteDir, job);
    if (section instanceof Error) return Promise.reject(new RenderFailure(section.message, 'error'));
    return new Promise((resolve, reject) => {
      let worker: WorkerProcess;
      try {
        // Its one job's settle() stops it; nothing else to do when it goes idle or exits.
        worker = this.start(
          section.section,
          section.folders,
          false,
          () => {},
          () => {},
        );
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
      worker.run(this.nextId++, pending, this.options.timeoutMs);
    });
  }

  close(): void {
    this.closed = true;
    clearInterval(this.shrinkTimer);
    clearInterval(this.registryTimer);
    for (const { worker } of [...this.pooled]) worker.stop('the pool closed');
    for (const worker of [...this.alone]) worker.stop('the pool closed');
    for (const wake of this.aloneWaiting.splice(0)) wake();
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

  private get busy(): number {
    return this.pooled.filter(({ worker }) => worker.load > 0).length;
  }

  private busyIn(section: string): number {
    return this.pooled.filter((entry) => entry.section === section && entry.worker.load > 0).length;
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
        const mine = this.pooled.filter(
          (entry) => entry.key === head.key && !entry.worker.retired && !entry.worker.dead,
        );
        // A worker already rendering takes more of its section's jobs, unless another section waits for a turn.
        let target =
          !others || this.busy < this.options.workers
            ? mine.find(({ worker }) => worker.load > 0 && worker.load < limit)
            : undefined;
        if (!target && this.busy < this.options.workers && (!others || this.busyIn(section) < this.maxPerSection))
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
    if (this.pooled.length >= this.maxAlive) {
      const idle = this.pooled
        .filter(({ worker }) => worker.load === 0)
        .sort((a, b) => a.worker.idleSince - b.worker.idleSince)[0];
      if (!idle) return undefined;
      this.remove(idle, 'room for another section');
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
    this.pooled.push(entry);
    return entry;
  }

  private retire(entry: PooledWorker): void {
    entry.worker.retired = true;
    if (entry.worker.load === 0) this.remove(entry, 'its version is no longer live');
  }

  private remove(entry: PooledWorker, reason: string): void {
    const at = this.pooled.indexOf(entry);
    if (at >= 0) this.pooled.splice(at, 1);
    entry.worker.stop(reason);
  }

  private lost(worker: WorkerProcess): void {
    const at = this.pooled.findIndex((entry) => entry.worker === worker);
    if (at < 0) return;
    this.pooled.splice(at, 1);
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
      for (const entry of [...this.pooled])
        if (entry.section === section && entry.key !== key && !entry.worker.retired) this.retire(entry);
    }
  }

  /** Stops workers idle for long: all but the last of a version after idleMs, that one after keepWarmMs. */
  private shrink(): void {
    const now = Date.now();
    const idleMs = this.options.idleMs ?? 30_000;
    const keepWarmMs = this.options.keepWarmMs ?? 3_600_000;
    for (const entry of [...this.pooled]) {
      if (entry.worker.load > 0) continue;
      const others = this.pooled.filter((other) => other !== entry && other.key === entry.key).length;
      if (now - entry.worker.idleSince > (others > 0 ? idleMs : keepWarmMs)) this.remove(entry, 'idle');
    }
  }
}
