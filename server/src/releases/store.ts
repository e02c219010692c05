/**
 * The remote registry and its history, in the site folder that every site copy reads (a shared
 * volume in production):
 * - `remotes.json`: remote name -> manifest URL of the one version visitors get;
 * - `releases.json`: per remote, the stack of activated versions (a rollback pops one), a log
 *   of who activated or rolled back what, when, and the staged versions: checked and in place,
 *   seen only through a signed preview link until someone activates one.
 * This file changes them (activate, stage, roll back, prune); releaseHistory.ts reads and writes
 * the files (replaced by rename, so a reader never sees half a file), and releaseLock.ts holds the
 * lock folder writers take, so two releases through two copies at once cannot lose each other's entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  assertStaged,
  readHistory,
  releasePaths,
  type StagedVersion,
  VERSION_PATTERN,
  versionDir,
  writeHistory,
} from './releaseHistory';

// The public entry `@azi/server/releases/store` (the release commands in release/) keeps offering
// the registry's reading and its lock.
export {
  assertStaged,
  currentVersion,
  manifestUrl,
  NotStagedError,
  readHistory,
  readRegistry,
  releasePaths,
  STAGING_DIR,
  stagedVersion,
  VERSION_PATTERN,
  versionDir,
  type ReleaseAction,
  type ReleaseEvent,
  type ReleaseHistory,
  type RemoteHistory,
  type StagedVersion,
} from './releaseHistory';
export { ReleaseBusyError, withReleaseLock } from './releaseLock';

/** Staged versions per remote that can be previewed at once; staging one more expires the oldest. */
export const STAGED_KEPT = 5;

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
