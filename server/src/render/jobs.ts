/** A render job as the server holds it while a worker runs it, how it can fail, and how its API calls are answered. */
import type { Answer, ApiCall, ApiReply, Job } from './protocol';

/** Answers a render's API call (in the parent: the public API, plus the job's own headers). */
export type ApiBridge = (call: ApiCall, extraHeaders: Record<string, string> | undefined) => Promise<ApiReply>;

/** A job that did not finish in a worker: past its time, its worker crashed, or no worker could take it. */
export class RenderFailure extends Error {
  constructor(
    message: string,
    /**
     * 'evicted': its worker was stopped because another job on it ran past its time (not this job's fault);
     * 'overloaded': its section's queue was full, or it waited there too long (never started).
     */
    readonly reason: 'timeout' | 'crash' | 'evicted' | 'unavailable' | 'error' | 'overloaded',
  ) {
    super(message);
  }
}

/**
 * Which rule a worker broke when it was stopped for a fault: 'output' (past its output budget),
 * 'memory' (past its memory bound), 'cpu' (busy without a job), 'time' (a job past its limit),
 * 'crash' (it exited by itself), 'message' (a message it should not send), 'start' (it did not
 * start in time). A worker stopped in order (its version retired, idle, the pool closed) broke none.
 */
export type StopRule = 'output' | 'memory' | 'cpu' | 'time' | 'crash' | 'message' | 'start';

/** A job and what it has used so far. */
export interface Pending {
  job: Job;
  resolve: (answer: Answer) => void;
  reject: (error: RenderFailure) => void;
  timer?: NodeJS.Timeout;
  headers?: Record<string, string>;
  /** When the worker got it, and the worker's CPU time then (ms; undefined where it cannot be read). */
  startedAt?: number;
  cpuAtStart?: number;
  /** Its time limit, ms (its worker's CPU time since it started counts against it too). */
  limitMs?: number;
  /** Time spent waiting for the parent's API answers (not the worker's): added to its time limit. */
  waitedMs: number;
  /** API calls of this job the parent has not answered yet, and since when there has been one. */
  inflight: number;
  waitingSince?: number;
  /** API calls this job has made: a page makes a handful, a runaway loop is cut off. */
  apiCalls: number;
}

export function newPending(
  job: Job,
  resolve: Pending['resolve'],
  reject: Pending['reject'],
  headers: Record<string, string> | undefined,
): Pending {
  return { job, resolve, reject, headers, waitedMs: 0, inflight: 0, apiCalls: 0 };
}

/** A job waiting in its section's queue for a worker of its section and version (`key`, `folders`). */
export interface Queued {
  id: number;
  pending: Pending;
  key: string;
  folders: string[];
  timer: NodeJS.Timeout;
}
