/** The render pool's settings: what it is given, and the defaults read from the environment. */
import type { SandboxChoice } from './sandbox';
import type { ApiBridge } from './jobs';

export interface RenderPoolOptions {
  siteDir: string;
  /** The most workers rendering at once (RENDER_WORKERS; default one per core). */
  workers: number;
  /** The longest one job may take before its worker is killed (RENDER_TIMEOUT_MS, 2000). */
  timeoutMs: number;
  /** Heap ceiling of each worker, MB (RENDER_WORKER_MEMORY_MB, 512). */
  memoryMb?: number;
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
  /** Told when a worker is stopped for a fault (a job past its time, a crash, a bad message), with the reason and its section. */
  onWorkerLost?: (reason: string, section: string) => void;
  /** The environment a worker starts with: nothing of the server's but what rendering needs. */
  env?: Record<string, string>;
  /** The OS sandbox (default: chooseSandbox() from the environment). */
  sandbox?: SandboxChoice;
}

/** The environment of a worker: no setting of the site's (tokens, database URL, passwords) is in it. */
export function workerEnv(): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return env;
}

/** Settings of the pool from the environment: RENDER_WORKERS, RENDER_TIMEOUT_MS, RENDER_WORKER_MEMORY_MB, RENDER_QUEUE, RENDER_QUEUE_WAIT_MS. */
export function renderPoolSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cores = 0,
): { workers: number; timeoutMs: number; memoryMb: number; queuePerSection: number; queueWaitMs: number } {
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
    queuePerSection: count('RENDER_QUEUE', 32, 1, 10_000),
    queueWaitMs: count('RENDER_QUEUE_WAIT_MS', 1000, 50, 60_000),
  };
}
