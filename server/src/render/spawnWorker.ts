/**
 * A render worker's process as it is started: the settings it gets, and the command that runs it
 * (Node with its permissions, inside bubblewrap and its own cgroup where the server has them).
 * Apart from workerProcess.ts, which runs jobs in what this starts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { CHANNEL_FD } from './channel';
import type { ApiBridge } from './jobs';
import { PRELOAD_ARG } from './protocol';
import { bwrapArgs, type SandboxChoice } from './sandbox';
import type { WorkerOutput } from './workerOutput';
import { inCgroup, type WorkerCgroup, workerCgroup } from './workerCgroup';
import { workerExecArgv } from './workerScript';

export interface WorkerSettings {
  /** Its script (render-worker.js) and the site folder it renders from. */
  script: string;
  siteDir: string;
  /** The folders it may read (workerReads). */
  reads: readonly string[];
  /** The most resident memory its whole process may hold (heap, Buffers, code), MB; also its heap's ceiling. */
  memoryMb: number;
  /** What it may write on stdout and stderr together in a minute, bytes; past it, it is stopped. */
  logBytesPerMinute: number;
  /** A cgroup the worker gets a memory-limited group of its own under (RENDER_WORKER_CGROUP), if any. */
  cgroup?: string;
  /** Told what it writes (within its budget), to log as the worker's; dropped when not given. */
  onOutput?: (output: WorkerOutput) => void;
  /** The environment it starts with: nothing of the server's but what rendering needs. */
  env: Record<string, string>;
  sandbox: SandboxChoice;
  api: ApiBridge;
  /** The lent packages it loads before saying it is ready (a long-lived worker of the pool): none for a worker of one job. */
  preload: readonly string[];
}

/** Names the workers' cgroups apart. */
let started = 0;

export interface SpawnedWorker {
  child: ChildProcess;
  /** The frames channel to and from the worker (CHANNEL_FD). */
  channel: Socket;
  /** Its cgroup, when it has one of its own. */
  group: WorkerCgroup | undefined;
}

/** Starts the process of a worker with `settings`. */
export function spawnWorker(settings: WorkerSettings): SpawnedWorker {
  const node = [
    process.execPath,
    ...workerExecArgv(settings.reads, settings.memoryMb),
    settings.script,
    settings.siteDir,
    ...(settings.preload.length > 0 ? [`${PRELOAD_ARG}=${settings.preload.join(',')}`] : []),
  ];
  const sandboxed =
    settings.sandbox.mode === 'bwrap' ? [settings.sandbox.bwrap!, ...bwrapArgs(settings.reads, node)] : node;
  const group = settings.cgroup
    ? workerCgroup(settings.cgroup, `worker-${process.pid}-${(started += 1)}`, settings.memoryMb)
    : undefined;
  const [command, ...args] = group ? inCgroup(group, sandboxed) : sandboxed;
  // Its stdout and stderr are pipes read here, never the server's own descriptors (decision 018).
  const stdio: ('ignore' | 'pipe')[] = ['ignore', 'pipe', 'pipe'];
  stdio[CHANNEL_FD] = 'pipe';
  const child = spawn(command!, args, { env: settings.env, stdio });
  return { child, channel: child.stdio[CHANNEL_FD] as Socket, group };
}
