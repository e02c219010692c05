/** What the release API answers about a remote: its history as read from the site folder, and a switch's outcome. */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { manifestUrl, readHistory, releasePaths, stagedVersion, VERSION_PATTERN } from './releaseHistory';
import type { Switch } from './store';

function versionsOnDisk(siteDir: string, name: string): string[] {
  const dir = path.join(releasePaths(siteDir).remotesDir, name);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((version) => VERSION_PATTERN.test(version))
        .sort()
    : [];
}

export function remoteSummary(siteDir: string, name: RemoteName, now = new Date()) {
  const history = readHistory(siteDir);
  const entry = history[name] ?? { stack: [], events: [], staged: [] };
  // Staged versions that can still be previewed and activated, newest first.
  const staged = entry.staged.filter(({ version }) => stagedVersion(history, name, version, now)).reverse();
  return {
    live: entry.stack.at(-1) ?? null,
    rollbackTo: entry.stack.at(-2) ?? null,
    stack: entry.stack,
    staged,
    versions: versionsOnDisk(siteDir, name),
    events: [...entry.events].reverse(),
  };
}

/** The answer to a switch of the registry (a release or an activation). */
export const switched = (name: RemoteName, version: string, result: Switch & { pruned: string[] }) => ({
  remote: name,
  version,
  previous: result.from ?? null,
  registry: { before: result.from ? manifestUrl(name, result.from) : null, after: result.registry[name] },
  pruned: result.pruned,
});
