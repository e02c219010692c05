import fs from 'node:fs';
import path from 'node:path';

/**
 * The remote registry and its history, in the site folder that every site copy reads (a shared
 * volume in production):
 * - `remotes.json`: remote name -> manifest URL of the one version visitors get;
 * - `releases.json`: per remote, the stack of activated versions (a rollback pops one), a log
 *   of who activated or rolled back what, when, and the staged versions: checked and in place,
 *   seen only through a signed preview link until someone activates one.
 * Both files are replaced by rename, so a reader never sees half a file; writers take a lock
 * folder, so two releases through two copies at once cannot lose each other's entry.
 */

export type ReleaseAction = 'activated' | 'rolled back';

export interface ReleaseEvent {
  at: string;
  action: ReleaseAction;
  /** The version live after the event. */
  version: string;
  /** The version live before it, if any. */
  from?: string;
  /** Who did it: `token:<remote>` for a release token, `local` for a release on the machine itself. */
  by: string;
}

/** A version uploaded and checked but not live: previewed by its team, then activated or left to expire. */
export interface StagedVersion {
  version: string;
  /** When it was staged, and by whom (as ReleaseEvent.by). */
  at: string;
  by: string;
  /** After this it can no longer be previewed or activated; its folder is pruned like any other. */
  until: string;
}

export interface RemoteHistory {
  /** Activated versions, oldest first; the last is live. */
  stack: string[];
  /** Newest last; capped at EVENTS_KEPT. */
  events: ReleaseEvent[];
  /**
   * Staged versions, oldest first, expired ones included until their folder is deleted (their
   * files stay hidden from visitors meanwhile). Not written when empty.
   */
  staged: StagedVersion[];
}

export type ReleaseHistory = Record<string, RemoteHistory>;

const EVENTS_KEPT = 200;
/** A version folder name: the UTC date and a counter, 2026.11.22-1, 2026.11.22-2 … */
export const VERSION_PATTERN = /^\d{4}\.\d{2}\.\d{2}-\d{1,4}$/;
/** Where uploads are unpacked and checked before they become a version folder. */
export const STAGING_DIR = '.staging';
/** Staged versions per remote that can be previewed at once; staging one more expires the oldest. */
export const STAGED_KEPT = 5;

export function releasePaths(siteDir: string) {
  return {
    registry: path.join(siteDir, 'remotes.json'),
    history: path.join(siteDir, 'releases.json'),
    remotesDir: path.join(siteDir, 'remotes'),
    lock: path.join(siteDir, '.release-lock'),
  };
}

export function manifestUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

export function versionDir(siteDir: string, name: string, version: string): string {
  return path.join(releasePaths(siteDir).remotesDir, name, version);
}

function writeJsonAtomic(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

/** The history on disk; the first format (name -> list of versions) is read as a stack without events. */
export function readHistory(siteDir: string): ReleaseHistory {
  const file = releasePaths(siteDir).history;
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[] | Partial<RemoteHistory>>;
  const history: ReleaseHistory = {};
  for (const [name, entry] of Object.entries(parsed)) {
    history[name] = Array.isArray(entry)
      ? { stack: entry, events: [], staged: [] }
      : { stack: entry.stack ?? [], events: entry.events ?? [], staged: entry.staged ?? [] };
  }
  return history;
}

/** `version` of `name` if it is staged and not expired (it may be previewed and activated). */
export function stagedVersion(
  history: ReleaseHistory,
  name: string,
  version: string,
  now = new Date(),
): StagedVersion | undefined {
  const staged = history[name]?.staged.find((entry) => entry.version === version);
  return staged && Date.parse(staged.until) > now.getTime() ? staged : undefined;
}

export class NotStagedError extends Error {}

/** Throws NotStagedError, saying why, unless `version` of `name` is staged and not expired. */
export function assertStaged(history: ReleaseHistory, name: string, version: string, now = new Date()): StagedVersion {
  const staged = stagedVersion(history, name, version, now);
  if (staged) return staged;
  const expired = history[name]?.staged.find((entry) => entry.version === version);
  if (expired)
    throw new NotStagedError(`${name} ${version} was staged until ${expired.until}: stage a new build to activate`);
  if (history[name]?.stack.includes(version))
    throw new NotStagedError(`${name} ${version} has been live already, it is not staged: roll back to return to it`);
  throw new NotStagedError(`${name} ${version} is not staged: stage it first (release --stage)`);
}

/** The current registry (remote name -> manifest URL); an empty one when nothing is released yet. */
export function readRegistry(siteDir: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(releasePaths(siteDir).registry, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function currentVersion(siteDir: string, name: string): string | undefined {
  return readHistory(siteDir)[name]?.stack.at(-1);
}

function writeHistory(siteDir: string, history: ReleaseHistory): Record<string, string> {
  const registry: Record<string, string> = {};
  const written: Record<string, Partial<RemoteHistory>> = {};
  for (const [name, entry] of Object.entries(history).sort(([a], [b]) => a.localeCompare(b))) {
    const current = entry.stack.at(-1);
    if (current) registry[name] = manifestUrl(name, current);
    entry.events = entry.events.slice(-EVENTS_KEPT);
    written[name] = entry.staged.length > 0 ? entry : { stack: entry.stack, events: entry.events };
  }
  writeJsonAtomic(releasePaths(siteDir).history, written);
  writeJsonAtomic(releasePaths(siteDir).registry, registry);
  return registry;
}

const LOCK_STALE_MS = 120_000;
const LOCK_WAIT_MS = 30_000;

export class ReleaseBusyError extends Error {}

/**
 * Runs `work` while holding the site folder's release lock (a folder: mkdir is atomic on every
 * file system the copies share). A lock older than two minutes belongs to a process that died.
 */
export async function withReleaseLock<T>(siteDir: string, work: () => T | Promise<T>): Promise<T> {
  const lock = releasePaths(siteDir).lock;
  fs.mkdirSync(siteDir, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > deadline)
        throw new ReleaseBusyError('another release or rollback is in progress: try again in a minute');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The next free version folder name for today (UTC). */
export function nextVersion(siteDir: string, name: string, now = new Date()): string {
  const day = `${now.getUTCFullYear()}.${String(now.getUTCMonth() + 1).padStart(2, '0')}.${String(now.getUTCDate()).padStart(2, '0')}`;
  const dir = path.join(releasePaths(siteDir).remotesDir, name);
  const taken = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  for (const version of readHistory(siteDir)[name]?.stack ?? []) taken.add(version);
  let n = 1;
  while (taken.has(`${day}-${n}`)) n += 1;
  return `${day}-${n}`;
}

/** Refuses a version folder that cannot render on both sides. */
export function assertComplete(siteDir: string, name: string, version: string): void {
  const dir = versionDir(siteDir, name, version);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json')))
    throw new Error(`${name} ${version} has no mf-manifest.json: refusing to activate it`);
  if (!fs.existsSync(path.join(dir, 'ssr', 'module.js')))
    throw new Error(`${name} ${version} has no server build (ssr/module.js): refusing to activate it`);
}

export interface Switch {
  name: string;
  from?: string;
  to: string;
  registry: Record<string, string>;
}

/**
 * Points the registry at a version that is already in place (a staged one stops being staged).
 * `staged: true`: only a version that is staged and not expired. Call inside withReleaseLock.
 */
export function activate(
  siteDir: string,
  name: string,
  version: string,
  by: string,
  now = new Date(),
  { staged = false } = {},
): Switch {
  assertComplete(siteDir, name, version);
  const history = readHistory(siteDir);
  if (staged) assertStaged(history, name, version, now);
  const entry = (history[name] ??= { stack: [], events: [], staged: [] });
  const from = entry.stack.at(-1);
  entry.staged = entry.staged.filter((staged) => staged.version !== version);
  entry.stack.push(version);
  entry.events.push({ at: now.toISOString(), action: 'activated', version, ...(from ? { from } : {}), by });
  return { name, from, to: version, registry: writeHistory(siteDir, history) };
}

/**
 * Records a version that is already in place as staged (checked, not live) until `until`. Of a
 * remote's unexpired staged versions the newest STAGED_KEPT stay; older ones expire now. Call
 * inside withReleaseLock.
 */
export function stage(
  siteDir: string,
  name: string,
  version: string,
  by: string,
  until: Date,
  now = new Date(),
): StagedVersion {
  assertComplete(siteDir, name, version);
  const history = readHistory(siteDir);
  const entry = (history[name] ??= { stack: [], events: [], staged: [] });
  const staged: StagedVersion = { version, at: now.toISOString(), by, until: until.toISOString() };
  entry.staged = [...entry.staged.filter((other) => other.version !== version), staged];
  const open = entry.staged.filter((other) => Date.parse(other.until) > now.getTime());
  for (const old of open.slice(0, -STAGED_KEPT)) old.until = now.toISOString();
  writeHistory(siteDir, history);
  return staged;
}

/** Switches a remote back to the version before the live one. Call inside withReleaseLock. */
export function rollback(siteDir: string, name: string, by: string, now = new Date()): Switch & { from: string } {
  const history = readHistory(siteDir);
  const entry = history[name];
  if (!entry || entry.stack.length < 2) throw new Error(`${name} has no earlier version to roll back to`);
  const from = entry.stack.pop() as string;
  const to = entry.stack.at(-1) as string;
  assertComplete(siteDir, name, to);
  entry.events.push({ at: now.toISOString(), action: 'rolled back', version: to, from, by });
  return { name, from, to, registry: writeHistory(siteDir, history) };
}

export interface PruneOptions {
  /** Versions kept for rollback, the live one included. */
  keep: number;
  /** A version folder named in an event this recent stays (pages opened on it may still ask for its files). */
  graceMs: number;
  now?: Date;
}

/**
 * Drops versions beyond the newest `keep` of the rollback stack, and deletes version folders that
 * are neither kept, nor recently live, nor staged (unexpired); an expired staged version leaves
 * the staged list with its folder. Call inside withReleaseLock. Returns the deleted versions.
 */
export function prune(siteDir: string, name: string, { keep, graceMs, now = new Date() }: PruneOptions): string[] {
  const history = readHistory(siteDir);
  const entry = history[name];
  if (!entry) return [];
  // The stack may list a version twice (released, rolled back, released again): keep by recency.
  const kept: string[] = [];
  for (const version of [...entry.stack].reverse()) {
    if (!kept.includes(version)) kept.push(version);
    if (kept.length >= Math.max(1, keep)) break;
  }
  entry.stack = entry.stack.filter((version) => kept.includes(version));
  writeHistory(siteDir, history);

  const recent = new Set(
    entry.events
      .filter((event) => now.getTime() - Date.parse(event.at) < graceMs)
      .flatMap((event) => [event.version, event.from].filter((v): v is string => !!v)),
  );
  const staged = new Set(
    entry.staged.filter((version) => Date.parse(version.until) > now.getTime()).map((version) => version.version),
  );
  const dir = path.join(releasePaths(siteDir).remotesDir, name);
  const removed: string[] = [];
  for (const version of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!VERSION_PATTERN.test(version) || kept.includes(version) || recent.has(version) || staged.has(version))
      continue;
    const full = path.join(dir, version);
    // A folder just written by an upload that is still being checked is not ours to delete.
    if (now.getTime() - fs.statSync(full).mtimeMs < graceMs) continue;
    fs.rmSync(full, { recursive: true, force: true });
    removed.push(version);
  }
  // A staged version leaves the list with its folder (deleted here, or by hand).
  const present = entry.staged.filter((version) => fs.existsSync(path.join(dir, version.version)));
  if (present.length !== entry.staged.length) {
    entry.staged = present;
    writeHistory(siteDir, history);
  }
  return removed.sort();
}
