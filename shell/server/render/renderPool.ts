import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { type Answer, type ApiCall, type ApiReply, type FromWorker, type Job, PRELOAD_ARG, type ToWorker } from './protocol';
import { renderWorkerScript, workerExecArgv } from './workerScript';

/** Answers a render's API call (in the parent: the public API, plus the job's own headers). */
export type ApiBridge = (call: ApiCall, extraHeaders: Record<string, string> | undefined) => Promise<ApiReply>;

export interface RenderPoolOptions {
  siteDir: string;
  /** How many workers (RENDER_WORKERS; default one per core). */
  workers: number;
  /** The longest one job may take before its worker is killed (RENDER_TIMEOUT_MS, 2000). */
  timeoutMs: number;
  /** Heap ceiling of each worker, MB (RENDER_WORKER_MEMORY_MB, 512). */
  memoryMb?: number;
  /** Jobs one worker takes at once: a render mostly waits for its API answers. */
  jobsPerWorker?: number;
  api: ApiBridge;
  /** Told when a worker is replaced, with the reason (a job past its time, a crash). */
  onWorkerLost?: (reason: string) => void;
  /** The environment a worker starts with: nothing of the server's but what rendering needs. */
  env?: Record<string, string>;
}

/** A job that did not finish in a worker: past its time, its worker crashed, or no worker could start. */
export class RenderFailure extends Error {
  constructor(
    message: string,
    /** 'evicted': its worker was stopped because another job on it ran past its time (not this job's fault). */
    readonly reason: 'timeout' | 'crash' | 'evicted' | 'unavailable' | 'error',
  ) {
    super(message);
  }
}

interface Pending {
  job: Job;
  resolve: (answer: Answer) => void;
  reject: (error: RenderFailure) => void;
  timer?: NodeJS.Timeout;
  headers?: Record<string, string>;
  /** When the worker got it, and the worker's CPU time then (ms; undefined where it cannot be read). */
  startedAt?: number;
  cpuAtStart?: number;
  /** Time spent waiting for the parent's API answers (not the worker's): added to its time limit. */
  waitedMs: number;
  /** API calls of this job the parent has not answered yet, and since when there has been one. */
  inflight: number;
  waitingSince?: number;
  /** API calls this job has made: a page makes a handful, a runaway loop is cut off. */
  apiCalls: number;
}

const MAX_API_CALLS_PER_JOB = 100;
/** More API calls than this in one second from one worker (eight renders make a few dozen): it is stopped. */
const MAX_API_CALLS_PER_SECOND = 5000;
/**
 * Added to the time limit of a job that loads code later jobs reuse: a worker's first job (the
 * shell's renderer's first run) and the first job on a worker with a given remote version (that
 * version's server build is read and compiled then). Without it, the first article a worker drew
 * on a busy machine ran past its time, and its section was held back for a minute.
 */
const COLD_START_MS = 3000;

/** The longest a worker may take to start (load Node, check its permissions, say it is ready). */
const START_LIMIT_MS = 15_000;
/** Renders waiting for a worker of their own beyond those running (runAlone). */
const MAX_ALONE_WAITING = 16;

/** A job not yet given to a worker. */
function newPending(job: Job, resolve: Pending['resolve'], reject: Pending['reject'], headers: Record<string, string> | undefined): Pending {
  return { job, resolve, reject, headers, waitedMs: 0, inflight: 0, apiCalls: 0 };
}

/** The remote versions a job renders with (their folders' URLs). */
function versionsOf(job: Job): string[] {
  if (job.kind === 'render') return Object.values(job.remotes).map((ref) => ref!.baseUrl);
  if (job.kind === 'load') return [job.remote.baseUrl];
  return [];
}

/** However long a render waits for data, it is stopped this long after its time limit. */
const DATA_WAIT_CAP_MS = 10_000;
/** However long a busy machine keeps a worker from the CPU, its render is stopped this long after its time limit. */
const CPU_WAIT_CAP_MS = 10_000;

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on every Linux we run on). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far, in ms (user + system, from /proc/<pid>/stat), or
 * undefined where that cannot be read (not Linux, the process gone).
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the line (utime, stime) are the 12th and 13th after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
}

/** What a job has used so far: its time on the clock, the part spent waiting for API answers, and its worker's CPU time. */
export interface Spent {
  wallMs: number;
  waitedMs: number;
  /** Read only when the clock says the job is past its limit (undefined where it cannot be read). */
  cpuMs: () => number | undefined;
}

/**
 * How long before a job can be past its limit (0 or less: it is past it). Its time is the
 * worker's, not the machine's: what it spent waiting for the parent's API answers does not count
 * (up to DATA_WAIT_CAP_MS), and where the worker's CPU time can be read, neither does time the
 * worker waited for a CPU (on a busy machine a render of a few hundred ms of CPU can take
 * seconds), up to CPU_WAIT_CAP_MS. A runaway loop burns CPU and is stopped at the limit as before.
 */
export function timeLeftMs(limitMs: number, spent: Spent): number {
  const ownMs = spent.wallMs - Math.min(spent.waitedMs, DATA_WAIT_CAP_MS);
  if (ownMs < limitMs) return limitMs - ownMs;
  const cpuMs = spent.cpuMs();
  if (cpuMs === undefined || cpuMs >= limitMs || ownMs >= limitMs + CPU_WAIT_CAP_MS) return 0;
  // Under its limit in CPU time (the machine is busy): looked at again when it could reach it
  // (/proc counts CPU time in 10 ms ticks: no sooner than 50 ms).
  return Math.max(limitMs - cpuMs, 50);
}

/** The environment of a worker: no setting of the site's (tokens, database URL, passwords) is in it. */
export function workerEnv(): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return env;
}

/** One child process and the jobs it is running. */
class Worker {
  readonly jobs = new Map<number, Pending>();
  private readonly child: ChildProcess;
  private ready = false;
  private readonly queuedUntilReady: ToWorker[] = [];
  private readonly whenReady: (() => void)[] = [];
  private jobsRun = 0;
  /** Remote versions this worker has rendered with: their code is loaded. */
  private readonly versionsLoaded = new Set<string>();
  private startTimer?: NodeJS.Timeout;
  private windowStart = 0;
  private messagesInWindow = 0;
  dead = false;

  constructor(
    private readonly options: RenderPoolOptions,
    script: string,
    private readonly onExit: (worker: Worker, reason: string) => void,
    private readonly onIdle: () => void,
    /** Load the lent packages before saying it is ready (a long-lived worker of the pool). */
    preload = false,
  ) {
    this.child = fork(script, preload ? [options.siteDir, PRELOAD_ARG] : [options.siteDir], {
      env: options.env ?? workerEnv(),
      execArgv: workerExecArgv(options.siteDir, script, options.memoryMb ?? 512),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle worker does not keep the process alive (the server's sockets do); one with a job does.
    this.hold(false);
    this.child.on('message', (message: FromWorker) => this.receive(message));
    this.child.on('exit', (code, signal) => this.exited(signal ? `signal ${signal}` : `exit code ${code}`));
    this.child.on('error', (error) => this.exited(error.message));
  }

  get load(): number {
    return this.jobs.size;
  }

  /** Whether this worker keeps the parent's event loop alive: only while it has jobs. */
  private hold(busy: boolean): void {
    const channel = this.child.channel as { ref?: () => void; unref?: () => void } | null | undefined;
    if (busy) {
      this.child.ref();
      channel?.ref?.();
    } else {
      this.child.unref();
      channel?.unref?.();
    }
  }

  run(id: number, pending: Pending, timeoutMs: number): void {
    this.jobs.set(id, pending);
    this.hold(true);
    // The time limit is the render's own: a worker still starting (a preview's, a replacement on a
    // busy machine) does not use it up. Starting has a limit of its own.
    // A job that loads code later jobs reuse has more time (COLD_START_MS).
    const versions = versionsOf(pending.job);
    const cold = this.jobsRun++ === 0 || versions.some((version) => !this.versionsLoaded.has(version));
    for (const version of versions) this.versionsLoaded.add(version);
    const limit = cold ? timeoutMs + COLD_START_MS : timeoutMs;
    const start = () => {
      if (!this.jobs.has(id)) return;
      pending.startedAt = Date.now();
      pending.cpuAtStart = cpuTimeMs(this.child.pid);
      this.arm(id, pending, limit);
    };
    if (this.ready) start();
    else {
      this.whenReady.push(start);
      this.startTimer ??= setTimeout(() => {
        if (!this.ready) this.stop(`it did not start within ${START_LIMIT_MS} ms`, 'unavailable');
      }, START_LIMIT_MS);
    }
    this.post({ type: 'job', id, job: pending.job });
  }

  /**
   * The time limit counts the worker's own time (see timeLeftMs): what the job spent waiting for
   * the parent's API answers, or the worker for a CPU, is added to it, each up to its cap.
   */
  private arm(id: number, pending: Pending, timeoutMs: number): void {
    clearTimeout(pending.timer);
    const now = Date.now();
    const waiting = pending.inflight > 0 && pending.waitingSince !== undefined ? now - pending.waitingSince : 0;
    const left = timeLeftMs(timeoutMs, {
      wallMs: now - (pending.startedAt ?? now),
      waitedMs: pending.waitedMs + waiting,
      cpuMs: () => {
        const cpuNow = pending.cpuAtStart === undefined ? undefined : cpuTimeMs(this.child.pid);
        return cpuNow === undefined ? undefined : cpuNow - pending.cpuAtStart!;
      },
    });
    if (left <= 0) {
      this.kill(id, timeoutMs);
      return;
    }
    pending.timer = setTimeout(() => {
      if (this.jobs.has(id)) this.arm(id, pending, timeoutMs);
    }, left);
  }

  private post(message: ToWorker): void {
    if (this.dead) return;
    if (!this.ready) {
      this.queuedUntilReady.push(message);
      return;
    }
    this.child.send(message);
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        clearTimeout(this.startTimer);
        for (const start of this.whenReady.splice(0)) start();
        for (const queued of this.queuedUntilReady.splice(0)) this.child.send(queued);
        return;
      case 'api': {
        // A worker that floods the channel (calls for no job, or far more than renders make) is stopped.
        const now = Date.now();
        if (now - this.windowStart >= 1000) {
          this.windowStart = now;
          this.messagesInWindow = 0;
        }
        this.messagesInWindow += 1;
        if (this.messagesInWindow > MAX_API_CALLS_PER_SECOND) {
          this.stop('it sent more than ' + MAX_API_CALLS_PER_SECOND + ' API calls in a second');
          return;
        }
        const pending = this.jobs.get(message.job);
        if (!pending) {
          this.post({ type: 'api-reply', id: message.id, reply: { status: 410, headers: {}, body: '' } });
          return;
        }
        pending.apiCalls += 1;
        if (pending.apiCalls > MAX_API_CALLS_PER_JOB) {
          this.post({ type: 'api-reply', id: message.id, reply: { status: 429, headers: {}, body: '{"code":429,"message":"too many API calls for one render"}' } });
          return;
        }
        if (pending.inflight === 0) pending.waitingSince = Date.now();
        pending.inflight += 1;
        const answered = (reply: ApiReply) => {
          pending.inflight -= 1;
          if (pending.inflight === 0 && pending.waitingSince !== undefined) {
            pending.waitedMs += Date.now() - pending.waitingSince;
            pending.waitingSince = undefined;
          }
          this.post({ type: 'api-reply', id: message.id, reply });
        };
        this.options.api(message.call, pending.headers).then(answered, () => answered({ status: 502, headers: {}, body: '' }));
        return;
      }
      case 'done':
      case 'failed': {
        const pending = this.jobs.get(message.id);
        if (!pending) return;
        this.jobs.delete(message.id);
        clearTimeout(pending.timer);
        if (this.jobs.size === 0) this.hold(false);
        if (message.type === 'done') pending.resolve(message.answer);
        else pending.reject(new RenderFailure(message.message, 'error'));
        this.onIdle();
      }
    }
  }

  /** A job past its time: the worker is stopped at once (a busy loop answers nothing else). */
  private kill(id: number, timeoutMs: number): void {
    const pending = this.jobs.get(id);
    if (!pending) return;
    this.jobs.delete(id);
    if (this.jobs.size === 0) this.hold(false);
    pending.reject(new RenderFailure(`the render took longer than ${timeoutMs} ms`, 'timeout'));
    this.stop(`a job ran past ${timeoutMs} ms`, 'evicted');
  }

  /** Stops the process; its other jobs fail with `others` ('crash' unless another job's fault). */
  stop(reason: string, others: RenderFailure['reason'] = 'crash'): void {
    if (!this.dead) this.child.kill('SIGKILL');
    this.exited(reason, others);
  }

  private exited(reason: string, others: RenderFailure['reason'] = 'crash'): void {
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.startTimer);
    for (const [, pending] of this.jobs) {
      clearTimeout(pending.timer);
      pending.reject(new RenderFailure(`the render worker stopped (${reason})`, others));
    }
    this.jobs.clear();
    this.onExit(this, reason);
  }
}

/**
 * Render workers: child processes that run the shell's and the remotes' server code, so that none
 * of it runs in the site server (which keeps the API, the database, the caches and every secret).
 * Jobs go to the least busy worker; one past its time or whose worker dies fails alone with a
 * RenderFailure, and the worker is replaced (after a pause if workers keep dying at start).
 */
export class RenderPool {
  private readonly workers: Worker[] = [];
  private readonly waiting: { id: number; pending: Pending }[] = [];
  /** Workers started for one job each (runAlone), and the jobs waiting for one. */
  private readonly alone = new Set<Worker>();
  private readonly aloneWaiting: (() => void)[] = [];
  private readonly maxAlone: number;
  private nextId = 1;
  private closed = false;
  private script?: string;
  private recentDeaths: number[] = [];
  private respawnTimer?: NodeJS.Timeout;

  constructor(private readonly options: RenderPoolOptions) {
    this.maxAlone = Math.max(2, options.workers);
    for (let i = 0; i < options.workers; i += 1) this.spawn();
  }

  get size(): number {
    return this.workers.length;
  }

  /** Runs a job in a worker; `headers` are added to its API calls in the parent (a preview's grant). */
  run<K extends Job['kind']>(job: Extract<Job, { kind: K }>, headers?: Record<string, string>): Promise<Extract<Answer, { kind: K }>> {
    if (this.closed) return Promise.reject(new RenderFailure('the render pool is closed', 'unavailable'));
    return new Promise((resolve, reject) => {
      const pending = newPending(job, resolve as (answer: Answer) => void, reject, headers);
      const id = this.nextId++;
      this.waiting.push({ id, pending });
      this.dispatch();
      // No worker to run it (none could start): the page is drawn by the browser.
      if (this.workers.length === 0) this.failWaiting('no render worker is running');
    });
  }

  /**
   * Runs a job in a worker of its own, started for it and stopped after it: for renders that must
   * not share a process with the live versions (a console preview's draft data, a staged
   * version's code and text). Costs a process start (a few hundred ms).
   */
  runAlone<K extends Job['kind']>(job: Extract<Job, { kind: K }>, headers?: Record<string, string>): Promise<Extract<Answer, { kind: K }>> {
    if (this.closed) return Promise.reject(new RenderFailure('the render pool is closed', 'unavailable'));
    // A preview link is a bearer URL: at most a few such processes at once, a short queue, then no.
    if (this.alone.size >= this.maxAlone) {
      if (this.aloneWaiting.length >= MAX_ALONE_WAITING) return Promise.reject(new RenderFailure('too many preview renders at once', 'unavailable'));
      return new Promise<void>((resolve) => this.aloneWaiting.push(resolve)).then(() => this.runAlone(job, headers));
    }
    return new Promise((resolve, reject) => {
      let worker: Worker;
      try {
        this.script ??= renderWorkerScript();
        // Its one job's settle() stops it; nothing else to do when it goes idle or exits.
        worker = new Worker(this.options, this.script, () => {}, () => {});
      } catch (error) {
        reject(new RenderFailure(`a render worker cannot start: ${error instanceof Error ? error.message : String(error)}`, 'unavailable'));
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
    clearTimeout(this.respawnTimer);
    for (const worker of [...this.workers, ...this.alone]) worker.stop('the pool closed');
    for (const wake of this.aloneWaiting.splice(0)) wake();
    this.failWaiting('the render pool is closed');
  }

  private dispatch(): void {
    const limit = this.options.jobsPerWorker ?? 8;
    while (this.waiting.length > 0) {
      const worker = this.workers.filter((candidate) => !candidate.dead && candidate.load < limit).sort((a, b) => a.load - b.load)[0];
      if (!worker) return;
      const { id, pending } = this.waiting.shift()!;
      worker.run(id, pending, this.options.timeoutMs);
    }
  }

  private failWaiting(message: string): void {
    for (const { pending } of this.waiting.splice(0)) pending.reject(new RenderFailure(message, 'unavailable'));
  }

  private spawn(): void {
    if (this.closed) return;
    try {
      this.script ??= renderWorkerScript();
      this.workers.push(
        new Worker(
          this.options,
          this.script,
          (worker, reason) => this.lost(worker, reason),
          () => this.dispatch(),
          true,
        ),
      );
    } catch (error) {
      this.options.onWorkerLost?.(`a render worker cannot start: ${error instanceof Error ? error.message : String(error)}`);
      this.scheduleRespawn();
    }
  }

  private lost(worker: Worker, reason: string): void {
    const at = this.workers.indexOf(worker);
    if (at >= 0) this.workers.splice(at, 1);
    if (this.closed) return;
    this.options.onWorkerLost?.(reason);
    const now = Date.now();
    this.recentDeaths = [...this.recentDeaths.filter((time) => now - time < 10_000), now];
    // A worker that dies now and then is replaced at once; workers that keep dying wait a second.
    if (this.recentDeaths.length > this.options.workers * 3) this.scheduleRespawn();
    else this.spawn();
    this.dispatch();
    if (this.workers.length === 0) this.failWaiting('no render worker is running');
  }

  private scheduleRespawn(): void {
    if (this.respawnTimer || this.closed) return;
    this.respawnTimer = setTimeout(() => {
      this.respawnTimer = undefined;
      while (this.workers.length < this.options.workers && !this.closed) {
        const before = this.workers.length;
        this.spawn();
        if (this.workers.length === before) break;
      }
      this.dispatch();
    }, 1000);
    this.respawnTimer.unref();
  }
}

/** Settings of the pool from the environment: RENDER_WORKERS, RENDER_TIMEOUT_MS, RENDER_WORKER_MEMORY_MB. */
export function renderPoolSettingsFromEnv(env: NodeJS.ProcessEnv = process.env, cores = 0): { workers: number; timeoutMs: number; memoryMb: number } {
  const count = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return value;
  };
  return {
    workers: count('RENDER_WORKERS', Math.max(1, cores), 1, 64),
    timeoutMs: count('RENDER_TIMEOUT_MS', 2000, 100, 60_000),
    memoryMb: count('RENDER_WORKER_MEMORY_MB', 512, 64, 16_384),
  };
}
