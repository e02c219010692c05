import fs from 'node:fs';
import path from 'node:path';

/**
 * A kernel bound on a worker's memory: a cgroup of its own under the one RENDER_WORKER_CGROUP
 * names (a cgroup v2 subtree delegated to the server with the memory controller enabled for its
 * children, or a cgroup v1 memory group), with its limit at the worker's memory bound. The kernel
 * then stops the worker at the bound, whatever it allocates and however fast, and never picks
 * another process for it. Decision 018 says which hosts give one.
 */
export interface WorkerCgroup {
  /** The file a process writes its pid into to join the group (the worker's first process does, before bubblewrap starts). */
  procs: string;
  /** Whether the kernel stopped a process of the group for passing its limit. */
  oomKilled(): boolean;
  /** Removes the group once its processes are gone (retried while the kernel still holds them). */
  remove(): void;
}

const write = (file: string, value: string) => fs.writeFileSync(file, value);

/** Whether process `pid` is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Checks at start that `parent` is a cgroup the server may make memory-limited groups in (a
 * clear error when not), and removes the groups a server that is gone left there (its workers'
 * groups outlive it when it stops before the kernel has let them go).
 */
export function checkCgroupParent(parent: string): void {
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    const server = /^worker-(\d+)-\d+$/.exec(name)?.[1];
    if (server === undefined || alive(Number(server))) continue;
    try {
      fs.rmdirSync(path.join(parent, name));
    } catch {
      // still holding a process: left for the next start
    }
  }
  const probe = path.join(parent, `azi-render-probe-${process.pid}`);
  try {
    fs.mkdirSync(probe);
  } catch (error) {
    throw new Error(
      `RENDER_WORKER_CGROUP=${parent}: cannot make a group there (${(error as Error).message}); see docs/decisions/018-render-worker-bounds.md`,
    );
  }
  try {
    const v2 = fs.existsSync(path.join(probe, 'memory.max'));
    if (!v2 && !fs.existsSync(path.join(probe, 'memory.limit_in_bytes'))) {
      throw new Error(
        `RENDER_WORKER_CGROUP=${parent}: its groups have no memory controller (for cgroup v2, enable it in ${path.join(parent, 'cgroup.subtree_control')})`,
      );
    }
  } finally {
    fs.rmdirSync(probe);
  }
}

/** A new group `name` under `parent` whose processes together may hold at most `memoryMb` MB. */
export function workerCgroup(parent: string, name: string, memoryMb: number): WorkerCgroup {
  const dir = path.join(parent, name);
  fs.mkdirSync(dir);
  const bytes = String(memoryMb * 1024 * 1024);
  const v2 = fs.existsSync(path.join(dir, 'memory.max'));
  if (v2) {
    write(path.join(dir, 'memory.max'), bytes);
    // No swap: a worker past its bound is stopped, not paged out (absent where the kernel has no swap accounting).
    if (fs.existsSync(path.join(dir, 'memory.swap.max'))) write(path.join(dir, 'memory.swap.max'), '0');
  } else {
    write(path.join(dir, 'memory.limit_in_bytes'), bytes);
    if (fs.existsSync(path.join(dir, 'memory.memsw.limit_in_bytes')))
      write(path.join(dir, 'memory.memsw.limit_in_bytes'), bytes);
  }
  const events = path.join(dir, v2 ? 'memory.events' : 'memory.oom_control');
  return {
    procs: path.join(dir, 'cgroup.procs'),
    oomKilled: () => {
      try {
        return Number(/^oom_kill (\d+)$/m.exec(fs.readFileSync(events, 'utf8'))?.[1] ?? 0) > 0;
      } catch {
        return false;
      }
    },
    remove: () => {
      const attempt = (left: number) => {
        try {
          fs.rmdirSync(dir);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EBUSY' && left > 0) setTimeout(() => attempt(left - 1), 200).unref();
        }
      };
      attempt(25);
    },
  };
}

/** The command that starts `command` inside the group: a shell that joins it, then becomes the command. */
export function inCgroup(group: WorkerCgroup, command: readonly string[]): string[] {
  return ['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', group.procs, ...command];
}
