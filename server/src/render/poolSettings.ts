/** The render pool's settings: what it is given, and the defaults read from the environment. */
import path from 'node:path';
import type { SandboxChoice } from './sandbox';
import type { WorkerSettings } from './spawnWorker';
import { workerReads } from './workerScript';
import { lentPackagesRequired } from './lentPackages';
import type { ApiBridge, StopRule } from './jobs';
import type { WorkerOutput } from './workerOutput';

/** What a worker may write on stdout and stderr in a minute unless RENDER_WORKER_LOG_BYTES_PER_MINUTE says otherwise: a few dozen warnings. */
export const DEFAULT_LOG_BYTES_PER_MINUTE = 64 * 1024;

/** A render worker stopped for breaking a rule (jobsFailed: the jobs that failed with it; 0 for an idle one). */
export interface WorkerStop {
  section: string;
  /** Its remote versions as the site names them (/remotes/<name>/<version>/); none for the shell's own pages. */
  versions: string[];
  rule: StopRule;
  reason: string;
  jobsFailed: number;
}

export interface RenderPoolOptions {
  siteDir: string;
  /** The most workers rendering at once (RENDER_WORKERS; default one per core). */
  workers: number;
  /** The longest one job may take before its worker is killed (RENDER_TIMEOUT_MS, 2000). */
  timeoutMs: number;
  /** The most resident memory of each worker's whole process, MB, and its heap's ceiling (RENDER_WORKER_MEMORY_MB, 512). */
  memoryMb?: number;
  /** Bytes a worker may write on stdout and stderr in a minute (RENDER_WORKER_LOG_BYTES_PER_MINUTE). */
  logBytesPerMinute?: number;
  /** A cgroup (v2 delegated, or v1 memory) each worker gets a group of its own under, limited to `memoryMb` by the kernel (RENDER_WORKER_CGROUP; decision 018). */
  cgroup?: string;
  /** Jobs one worker takes at once: a render mostly waits for its API answers. */
  jobsPerWorker?: number;
  /** Jobs that may wait for a worker, per section (RENDER_QUEUE, 32); past it a job is refused at once. */
  queuePerSection?: number;
  /** The longest a job waits for a worker before it is refused (RENDER_QUEUE_WAIT_MS, 1000). */
  queueWaitMs?: number;
  /** An idle worker is stopped after this long (30 s); its version's last one after `keepWarmMs` (an hour). */
  idleMs?: number;
  keepWarmMs?: number;
  api: ApiBridge;
  /** Told, at one place, of every worker stopped for breaking a rule: the section, the rule ('output', 'memory', 'cpu', 'time', 'crash', 'message', 'start') and why. */
  onWorkerStopped?: (stop: WorkerStop) => void;
  /** What a worker wrote on stdout or stderr, within its budget, with its section and versions: to log as the worker's, never as the server's. */
  onWorkerOutput?: (output: WorkerOutput & { section: string; versions: string[] }) => void;
  /** The live registry (name: manifest URL), read every second: workers of versions it no longer names are retired. */
  registry?: () => Record<string, string> | undefined;
  /** The environment a worker starts with: nothing of the server's but what rendering needs. */
  env?: Record<string, string>;
  /** The OS sandbox (default: chooseSandbox() from the environment). */
  sandbox?: SandboxChoice;
}

/** A pool worker's settings: of `section`, running the code in `folders`, with the pool's limits; `versions` as the site names them. */
export function workerSettings(
  options: RenderPoolOptions,
  sandbox: SandboxChoice,
  script: string,
  section: string,
  folders: readonly string[],
  preload: boolean,
): WorkerSettings & { versions: string[] } {
  // /remotes/<name>/<version>/: the quarantine's keys, and what the worker's log entries carry.
  const versions = folders.map((folder) => `/${path.relative(options.siteDir, folder).split(path.sep).join('/')}/`);
  return {
    script,
    siteDir: options.siteDir,
    reads: workerReads(options.siteDir, script, folders),
    memoryMb: options.memoryMb ?? 512,
    logBytesPerMinute: options.logBytesPerMinute ?? DEFAULT_LOG_BYTES_PER_MINUTE,
    cgroup: options.cgroup,
    onOutput: (output) => options.onWorkerOutput?.({ section, versions, ...output }),
    env: options.env ?? workerEnv(),
    sandbox,
    api: options.api,
    preload: preload ? lentPackagesRequired(folders) : [],
    versions,
  };
}

/** The environment of a worker: no setting of the site's (tokens, database URL, passwords) is in it. */
export function workerEnv(): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return env;
}

/** Settings of the pool from the environment: RENDER_WORKERS, RENDER_TIMEOUT_MS, RENDER_WORKER_MEMORY_MB, RENDER_WORKER_LOG_BYTES_PER_MINUTE, RENDER_WORKER_CGROUP, RENDER_QUEUE, RENDER_QUEUE_WAIT_MS. */
export function renderPoolSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cores = 0,
): {
  workers: number;
  timeoutMs: number;
  memoryMb: number;
  logBytesPerMinute: number;
  cgroup?: string;
  queuePerSection: number;
  queueWaitMs: number;
} {
  const count = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return value;
  };
  return {
    workers: count('RENDER_WORKERS', Math.max(1, cores), 1, 64),
    timeoutMs: count('RENDER_TIMEOUT_MS', 2000, 100, 60_000),
    memoryMb: count('RENDER_WORKER_MEMORY_MB', 512, 64, 16_384),
    logBytesPerMinute: count(
      'RENDER_WORKER_LOG_BYTES_PER_MINUTE',
      DEFAULT_LOG_BYTES_PER_MINUTE,
      4096,
      100 * 1024 * 1024,
    ),
    queuePerSection: count('RENDER_QUEUE', 32, 1, 10_000),
    queueWaitMs: count('RENDER_QUEUE_WAIT_MS', 1000, 50, 60_000),
    ...(env.RENDER_WORKER_CGROUP ? { cgroup: env.RENDER_WORKER_CGROUP } : {}),
  };
}
