/**
 * Which files under /remotes/ belong to a staged version: asked on every such file (they are hidden
 * from whoever has no preview of it), so the staged versions are read again only when releases.json changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readHistory, releasePaths } from './releaseHistory';

/** Staged versions per remote, read again only when releases.json changes (asked on every file under /remotes/). */
const stagedCache = new Map<string, { key: string; staged: Map<string, Set<string>> }>();

function stagedVersions(siteDir: string): Map<string, Set<string>> {
  let key: string;
  try {
    const stat = fs.statSync(releasePaths(siteDir).history);
    key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return new Map();
  }
  const cached = stagedCache.get(siteDir);
  if (cached?.key === key) return cached.staged;
  const staged = new Map(
    Object.entries(readHistory(siteDir)).map(([name, entry]) => [
      name,
      new Set(entry.staged.map((version) => version.version)),
    ]),
  );
  stagedCache.set(siteDir, { key, staged });
  return staged;
}

/**
 * The remote and version of a file under /remotes/ when that version is staged: `file` is its
 * address below /remotes/ (`/mfe_careers/2026.11.23-2/x.js`) or its path in the remotes folder.
 */
export function stagedFileOf(siteDir: string, file: string): { remote: string; version: string } | undefined {
  const remotesDir = path.resolve(releasePaths(siteDir).remotesDir);
  const relative = file.startsWith(remotesDir + path.sep)
    ? path.relative(remotesDir, file).split(path.sep).join('/')
    : file;
  const [, remote, version] = /^\/?([^/]+)\/([^/]+)\//.exec(relative) ?? [];
  return remote && version && stagedVersions(siteDir).get(remote)?.has(version) ? { remote, version } : undefined;
}
