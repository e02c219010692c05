/**
 * PGlite allows one process per data folder and does not check it itself: a second opener (a
 * second server, the leads CLI) works on its own copy of the pages and silently throws away rows
 * the first one committed. This lock file inside the folder makes the second opener stop at once
 * and say who holds the folder.
 *
 * The file is created with O_EXCL, so two openers cannot both create it. It names the holder's
 * pid; a lock whose pid is no longer alive (a crash, SIGKILL, Ctrl-C of the CLI) is stale and is
 * taken over. The holder also writes where it listens, so the CLI can export through it. Pids are
 * only meaningful on one machine: the folder must not be shared between hosts or containers.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'azi-api.lock';

export interface LockHolder {
  pid: number;
  /** The holder's command line, as it recorded it. */
  command: string;
  since: string;
  /** Base URL of the API in the holder, once it listens (servers only). */
  url?: string;
  /** The Host header its admin routes answer to (the console's, CONSOLE_URL), when it has one. */
  adminHost?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Records where this process's API answers (and for which host its admin routes do), for the leads CLI. */
  announceUrl(url: string, adminHost?: string): void;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${holder.pid}${holder.pid === process.pid ? ' (this process)' : ''}` +
        ` (${describeCommand(holder)}), since ${holder.since}. PGlite allows one process per folder: stop that process first,` +
        ` or give this one another DATA_DIR, or use PostgreSQL (DATABASE_URL).`,
    );
  }
}

/** Lock files this process holds, so that a lock naming our own pid is told apart from a stale one. */
const held = new Set<string>();

/** An unreadable lock younger than this may be one being written right now. */
const UNREADABLE_GRACE_MS = 2000;

function commandOf(pid: number): string | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const command = raw.split('\0').filter(Boolean).join(' ');
    return command || undefined;
  } catch {
    return undefined;
  }
}

function describeCommand(holder: LockHolder): string {
  return (holder.pid === process.pid ? undefined : commandOf(holder.pid)) ?? holder.command;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** The holder of a data folder's lock, or undefined when nobody alive holds it. */
export function readDataDirLock(dataDir: string): LockHolder | undefined {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const holder = readHolder(file);
  if (!holder) return undefined;
  if (holder.pid === process.pid) return held.has(file) ? holder : undefined;
  return isAlive(holder.pid) ? holder : undefined;
}

/**
 * Moves a stale lock aside. Renaming is atomic, so of two openers that found the same stale lock
 * only one moves it; if what was moved is no longer the stale lock but another opener's fresh
 * one, it is put back.
 */
function removeStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readHolder(aside)?.pid !== stalePid) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone created a new lock meanwhile: theirs stands.
    }
  }
  unlinkSync(aside);
}

function createExclusive(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    command: process.argv.join(' ').slice(0, 500),
    since: new Date().toISOString(),
  };

  // A few rounds: each round either creates the lock, names a live holder, or clears a stale one.
  for (let round = 0; ; round++) {
    if (createExclusive(file, holder)) break;
    const current = readHolder(file);
    if (current) {
      const ours = current.pid === process.pid;
      if ((ours && held.has(file)) || (!ours && isAlive(current.pid))) throw new DataDirLockedError(dir, current);
    } else if (Date.now() - mtimeOf(file) < UNREADABLE_GRACE_MS) {
      throw new Error(
        `The PGlite data folder ${dir} is being locked by another process right now (${file} is being written); try again.`,
      );
    }
    if (round >= 3) throw new Error(`Could not take the lock ${file}: other openers keep replacing it`);
    removeStale(file, current?.pid);
  }
  held.add(file);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener('exit', release);
    // Never remove a lock that is no longer ours.
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // 'exit' runs on process.exit() and a normal end, not on a fatal signal: a lock left by a
  // killed process names a dead pid and is taken over by the next opener.
  process.on('exit', release);

  return {
    file,
    announceUrl(url, adminHost) {
      if (released) return;
      // Replaced by rename, so a reader never sees half a file.
      const next = `${file}.${process.pid}.tmp`;
      writeFileSync(next, JSON.stringify({ ...holder, url, adminHost }));
      renameSync(next, file);
    },
    release,
  };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
