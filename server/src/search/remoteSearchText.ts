/**
 * Site search (issue 40): the text each remote declares, read from the `search-text.json` its
 * build wrote beside its manifest, for the version the registry names. The file comes from
 * another team's release: it is read only up to SEARCH_TEXT_MAX_BYTES, parsed as JSON and checked
 * (shared/src/contract/searchText.ts); nothing of the remote is ever run for it. A version
 * without the file, or with one that is refused, leaves that remote out of the index (the reason
 * is logged and kept in search_source), so no text of an earlier version outlives it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteSearchHandle } from '@azi/api/plugin';
import {
  checkSearchText,
  SEARCH_TEXT_FILE,
  SEARCH_TEXT_MAX_BYTES,
  type DeclaredSearchEntry,
} from '@azi/shared/contract/searchText';
import { startPeriodicJob } from '@azi/shared/jobs/periodicJob';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { readRegistry } from '../registryFile';
import { SHELL_SEARCH_SOURCE, shellSearchText } from './shellSearchText';

/** A registry entry's version: /remotes/<name>/<version>/mf-manifest.json. */
const MANIFEST_URL = /^\/remotes\/([a-z_]+)\/(\d{4}\.\d{2}\.\d{2}-\d{1,4})\/mf-manifest\.json$/;

export type DeclaredText = { entries: DeclaredSearchEntry[]; problem?: undefined } | { entries: []; problem: string };

/** The declared text of `remote`'s `version` in the site folder, or why there is none. Never throws. */
export function readDeclaredText(siteDir: string, remote: RemoteName, version: string): DeclaredText {
  const file = path.join(siteDir, 'remotes', remote, version, SEARCH_TEXT_FILE);
  let text: string;
  try {
    const stat = fs.lstatSync(file);
    if (!stat.isFile()) return { entries: [], problem: `${SEARCH_TEXT_FILE} is not a plain file` };
    if (stat.size > SEARCH_TEXT_MAX_BYTES)
      return { entries: [], problem: `${SEARCH_TEXT_FILE} is ${stat.size} bytes, more than ${SEARCH_TEXT_MAX_BYTES}` };
    const handle = fs.openSync(file, 'r');
    try {
      // Read at most the limit, whatever the file grew to since lstat.
      const buffer = Buffer.alloc(SEARCH_TEXT_MAX_BYTES + 1);
      const read = fs.readSync(handle, buffer, 0, buffer.length, 0);
      if (read > SEARCH_TEXT_MAX_BYTES)
        return { entries: [], problem: `${SEARCH_TEXT_FILE} is more than ${SEARCH_TEXT_MAX_BYTES} bytes` };
      text = buffer.subarray(0, read).toString('utf8');
    } finally {
      fs.closeSync(handle);
    }
  } catch (error) {
    return {
      entries: [],
      problem:
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? `the release has no ${SEARCH_TEXT_FILE}`
          : `${SEARCH_TEXT_FILE} could not be read`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { entries: [], problem: `${SEARCH_TEXT_FILE} is not JSON` };
  }
  const checked = checkSearchText(parsed, remote);
  return checked.ok
    ? { entries: checked.value.entries }
    : { entries: [], problem: `${SEARCH_TEXT_FILE} refused: ${checked.problem}` };
}

/** The live version of each remote the registry names. */
function liveVersions(registry: Record<string, string>): Map<RemoteName, string> {
  const live = new Map<RemoteName, string>();
  for (const [name, url] of Object.entries(registry)) {
    const match = MANIFEST_URL.exec(url);
    if (match && match[1] === name && (REMOTE_NAMES as readonly string[]).includes(name))
      live.set(name as RemoteName, match[2]!);
  }
  return live;
}

export interface RemoteTextSync {
  /**
   * Brings the index to the registry's versions. `cheap` (before each search): nothing is asked of
   * the database while the registry has not changed since the last sync; the timer always asks
   * (the operators' rebuild command marks every remote as unread there).
   */
  sync(cheap?: boolean): Promise<void>;
  /** Stops the timer and waits for a sync under way. */
  stop(): Promise<void>;
}

/**
 * Keeps the index's declared text at the live versions: at start, every few seconds (a release,
 * activation or rollback through any copy, or on this machine, rewrites remotes.json), and before
 * each search. The database says which version each remote's text is at, so of several copies only
 * the first to see a change writes it.
 */
export function syncRemoteText(
  siteDir: string,
  search: SiteSearchHandle,
  log: { info(o: object, m: string): void; warn(o: object, m: string): void },
  everyMs = 5000,
): RemoteTextSync {
  let seen = '';
  const shellText = shellSearchText();
  const run = async () => {
    const registry = readRegistry(siteDir);
    const key = JSON.stringify(registry);
    const indexed = await search.indexedVersions();
    // The shell's own words about each page (menu, titles, its pages: shellSearchText.ts).
    if (indexed[SHELL_SEARCH_SOURCE] !== shellText.version) {
      await search.replaceRemoteText(SHELL_SEARCH_SOURCE, shellText.version, shellText.entries);
      log.info(
        { version: shellText.version, entries: shellText.entries.length },
        "search: the shell's words about its pages indexed",
      );
    }
    for (const [remote, version] of liveVersions(registry)) {
      if (indexed[remote] === version) continue;
      const declared = readDeclaredText(siteDir, remote, version);
      await search.replaceRemoteText(remote, version, declared.entries, declared.problem);
      if (declared.problem)
        log.warn({ remote, version, problem: declared.problem }, "search: a release's declared text was not used");
      else
        log.info(
          { remote, version, entries: declared.entries.length },
          'search: declared text of the live version indexed',
        );
    }
    seen = key;
  };
  const job = startPeriodicJob(run, {
    everyMs,
    onError: (error) =>
      log.warn({ err: error }, "search: reading the remotes' declared text failed (tried again shortly)"),
  });
  return {
    sync: (cheap = false) =>
      cheap && JSON.stringify(readRegistry(siteDir)) === seen ? Promise.resolve() : job.runNow(),
    stop: () => job.stop(),
  };
}
