import { procFile, processTree } from './processTree';

/*
 * The time rules of a render: how long a job may run, counted in its worker's own time.
 */

/** However long a render waits for data, it is stopped this long after its time limit. */
const DATA_WAIT_CAP_MS = 10_000;
/** However long a busy machine keeps a worker from the CPU, its render is stopped this long after its time limit. */
const CPU_WAIT_CAP_MS = 10_000;

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on every Linux we run on). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time one process has used so far, in ms (user + system, from /proc/<pid>/stat). */
function ownCpuTimeMs(pid: number): number | undefined {
  const stat = procFile(pid, 'stat');
  if (stat === undefined) return undefined;
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

/**
 * The CPU time a process and the processes under it have used so far, in ms, or undefined where
 * that cannot be read (not Linux, the process gone). A sandboxed worker's process is bubblewrap's:
 * the render runs two levels below it.
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  const [root, ...rest] = processTree(pid);
  const own = ownCpuTimeMs(root!);
  if (own === undefined) return undefined;
  return rest.reduce((sum, child) => sum + (ownCpuTimeMs(child) ?? 0), own);
}
