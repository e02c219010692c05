/**
 * The release registry's files in the site folder and reading them: `remotes.json` (remote name ->
 * manifest URL of the live version) and `releases.json` (per remote the rollback stack, the log and
 * the staged versions). Apart from store.ts's operations so that readers (the page route, the
 * previews, the site index) need not take in how a release changes them.
 * Both files are replaced by rename, so a reader never sees half a file.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** Writes both files from `history` (store.ts's operations, under the release lock); returns the registry. */
export function writeHistory(siteDir: string, history: ReleaseHistory): Record<string, string> {
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
