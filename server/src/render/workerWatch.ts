import type { Pending } from './jobs';
import { residentBytes } from './processTree';
import { cpuTimeMs } from './timing';

/** How often a worker's memory and CPU time are read from /proc. */
export const WATCH_EVERY_MS = 500;
/** A worker without a job may use this share of one core over IDLE_WINDOW_MS (timers, the GC); more, it is stopped. */
export const IDLE_CPU_SHARE = 0.15;
export const IDLE_WINDOW_MS = 4000;
/**
 * The first moments without a job are not measured: V8 goes on optimising and collecting after a
 * render on threads of its own (seen under the browser tests' load: a media worker stopped for
 * CPU between renders, its pages drawn in the browser only). A busy loop still shows in the next window.
 */
export const IDLE_SETTLE_MS = 1500;
const MB = 1024 * 1024;

/** What a look found: the worker breaks a rule, or one of its jobs used up its time in CPU. */
export type WatchVerdict = { rule: 'memory' | 'cpu'; reason: string } | { job: number; limitMs: number } | undefined;

/** How a worker's use is read (the whole process tree's, from /proc; undefined where it cannot be). */
export interface UseReader {
  residentBytes: (pid: number | undefined) => number | undefined;
  cpuTimeMs: (pid: number | undefined) => number | undefined;
}

/**
 * What a worker consumes, looked at every WATCH_EVERY_MS: its whole process's resident memory
 * against its bound, where no cgroup bounds it (resident memory also counts the pages of files it
 * shares with other processes, which the kernel charges elsewhere: the two bounds differ); its CPU time during each job against that job's limit (what it burns while
 * the job waits for API answers counts too); and without a job, its CPU time against
 * IDLE_CPU_SHARE (a timer that busy-loops between renders). Windows without a job follow each
 * other; a job ends one.
 */
export class ResourceWatch {
  private idleFrom?: { at: number; cpuMs: number };
  private idleSince?: number;

  /** `memoryMb` undefined: the kernel bounds the worker's memory (its cgroup), not this watch. */
  constructor(
    private readonly memoryMb: number | undefined,
    private readonly read: UseReader = { residentBytes, cpuTimeMs },
    private readonly now: () => number = Date.now,
  ) {}

  /** `idle`: started and without a job. */
  look(pid: number | undefined, jobs: ReadonlyMap<number, Pending>, idle: boolean): WatchVerdict {
    const resident = this.memoryMb === undefined ? undefined : this.read.residentBytes(pid);
    if (resident !== undefined && resident > this.memoryMb! * MB)
      return {
        rule: 'memory',
        reason: `it held ${Math.round(resident / MB)} MB of memory (the bound is ${this.memoryMb} MB)`,
      };
    const cpuMs = this.read.cpuTimeMs(pid);
    if (cpuMs === undefined) return undefined;
    for (const [id, pending] of jobs) {
      if (
        pending.cpuAtStart !== undefined &&
        pending.limitMs !== undefined &&
        cpuMs - pending.cpuAtStart >= pending.limitMs
      )
        return { job: id, limitMs: pending.limitMs };
    }
    if (!idle) {
      this.idleFrom = undefined;
      this.idleSince = undefined;
      return undefined;
    }
    const now = this.now();
    this.idleSince ??= now;
    if (now - this.idleSince < IDLE_SETTLE_MS) return undefined;
    if (!this.idleFrom) {
      this.idleFrom = { at: now, cpuMs };
      return undefined;
    }
    const window = now - this.idleFrom.at;
    if (window < IDLE_WINDOW_MS) return undefined;
    const used = cpuMs - this.idleFrom.cpuMs;
    if (used > IDLE_CPU_SHARE * window)
      return {
        rule: 'cpu',
        reason: `it used ${Math.round(used)} ms of CPU in ${window} ms without a job (at most ${IDLE_CPU_SHARE * 100} %)`,
      };
    this.idleFrom = { at: now, cpuMs };
    return undefined;
  }
}
