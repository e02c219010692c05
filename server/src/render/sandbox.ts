import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The OS sandbox around each render worker: bubblewrap (`bwrap`, the sandbox behind Flatpak),
 * where the machine has it and lets it make namespaces. Inside: no network (an empty network
 * namespace: nothing listens, nothing routes out, no abstract Unix socket of the host), a process
 * namespace of its own (it sees no other process), and a file system of read-only binds of only
 * what the worker may read (anything else, a Unix socket's file included, does not exist there).
 * Node's permission model stays on inside it (workerScript.ts), as a second layer.
 *
 * RENDER_SANDBOX chooses: `bwrap` (required: the server does not start without it),
 * `permission-only` (Node's permission model alone), or unset (bubblewrap when it works here,
 * else the permission model alone, said once at start; with NODE_ENV=production unset is not
 * enough to run without it).
 */
export type SandboxMode = 'bwrap' | 'permission-only';

export interface SandboxChoice {
  mode: SandboxMode;
  /** bwrap's path (mode 'bwrap'). */
  bwrap?: string;
  /** Why the OS sandbox is not used, to say at start (mode 'permission-only' when it was not asked for). */
  warning?: string;
}

/** System folders the Node binary needs to start (its libraries); bound read-only when they exist. */
const SYSTEM_FOLDERS = ['/usr', '/lib', '/lib64', '/lib32', '/bin', '/etc/alternatives'];

function findBwrap(): string | undefined {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const candidate = path.join(dir, 'bwrap');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * The worker runs as nobody (65534) in a user namespace of its own, with every capability dropped
 * (its bounding set too): even where the server runs as root, nothing inside holds a privilege.
 */
export const SANDBOX_UID = 65534;
const UNPRIVILEGED = [
  '--unshare-user',
  '--uid',
  String(SANDBOX_UID),
  '--gid',
  String(SANDBOX_UID),
  '--cap-drop',
  'ALL',
];

/** The sandbox flags, always the same: everything but the binds. */
const ISOLATION = [
  '--chdir',
  '/',
  '--unsetenv',
  'PWD',
  ...UNPRIVILEGED,
  '--unshare-net',
  '--unshare-pid',
  '--unshare-ipc',
  '--unshare-uts',
  '--unshare-cgroup-try',
  '--die-with-parent',
  '--new-session',
  '--proc',
  '/proc',
  '--dev',
  '/dev',
];

/** bwrap's arguments to run `command` with only `readable` folders (and the system's) visible, read-only. */
export function bwrapArgs(readable: readonly string[], command: readonly string[]): string[] {
  const binds: string[] = [];
  const seen = new Set<string>();
  for (const folder of [...SYSTEM_FOLDERS, path.dirname(process.execPath), ...readable]) {
    if (seen.has(folder)) continue;
    seen.add(folder);
    // -try: a folder that is not there (no /lib32 here, a package not installed) is skipped.
    binds.push('--ro-bind-try', folder, folder);
  }
  return [...binds, ...ISOLATION, '--', ...command];
}

/** Whether bubblewrap can start a process here with the sandbox's flags (a container may forbid namespaces). */
function bwrapWorks(bwrap: string): string | undefined {
  const probe = spawnSync(bwrap, bwrapArgs([], [process.execPath, '-e', '0']), {
    encoding: 'utf8',
    timeout: 10_000,
    env: {},
  });
  if (probe.status === 0) return undefined;
  return (probe.stderr || probe.error?.message || `exit code ${probe.status}`).trim().split('\n')[0];
}

let cached: SandboxChoice | undefined;

/**
 * The sandbox this server's render workers run in, decided once per process. Throws when the
 * settings ask for bubblewrap (or NODE_ENV=production without RENDER_SANDBOX=permission-only)
 * and it cannot run here: a server that says it is sandboxed must be.
 */
export function chooseSandbox(env: NodeJS.ProcessEnv = process.env): SandboxChoice {
  if (cached) return cached;
  const asked = env.RENDER_SANDBOX ?? '';
  if (asked !== '' && asked !== 'bwrap' && asked !== 'permission-only')
    throw new Error(`RENDER_SANDBOX must be bwrap or permission-only, not ${JSON.stringify(asked)}`);
  if (asked === 'permission-only') return (cached = { mode: 'permission-only' });
  const bwrap = findBwrap();
  const problem = bwrap ? bwrapWorks(bwrap) : 'bubblewrap (bwrap) is not installed';
  if (bwrap && !problem) return (cached = { mode: 'bwrap', bwrap });
  if (asked === 'bwrap' || env.NODE_ENV === 'production') {
    throw new Error(
      `render workers cannot run in their OS sandbox: ${problem}. Install bubblewrap and allow it user namespaces (deploy/README.md), or set RENDER_SANDBOX=permission-only to run with Node's permission model alone`,
    );
  }
  return (cached = {
    mode: 'permission-only',
    warning: `render workers run with Node's permission model alone: ${problem} (deploy/README.md)`,
  });
}
