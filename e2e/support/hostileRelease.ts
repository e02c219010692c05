import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder, readRegistryOf, type ProductionSite } from './productionSite';

/**
 * The live version of `remote` rebuilt for folder `version` with `extra` appended to its server
 * build (ssr/module.js), as a .tar.gz: how the sandbox specs upload a hostile release as a team would.
 */
export function remoteArchive(site: ProductionSite, remote: string, version: string, extra: string): Buffer {
  const live = new RegExp(`/remotes/${remote}/([^/]+)/`).exec(readRegistryOf(site.siteDir)[remote] ?? '')![1]!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-hostile-'));
  fs.cpSync(path.join(site.siteDir, 'remotes', remote, live), dir, { recursive: true });
  for (const file of filesUnder(dir)) {
    if (!/\.(js|json|css)$/.test(file)) continue;
    const full = path.join(dir, file);
    fs.writeFileSync(
      full,
      fs.readFileSync(full, 'utf8').split(`/remotes/${remote}/${live}/`).join(`/remotes/${remote}/${version}/`),
    );
  }
  fs.appendFileSync(path.join(dir, 'ssr', 'module.js'), extra);
  const archive = `${dir}.tgz`;
  execFileSync('tar', ['-czf', archive, '-C', dir, '.'], { stdio: 'pipe' });
  const bytes = fs.readFileSync(archive);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(archive, { force: true });
  return bytes;
}

/**
 * Code (for a remote's server build) that is quiet while the release check runs it and acts once
 * the version is live: the check loads an upload from the releases' staging folder, the live site
 * from remotes/<remote>/<version>/.
 */
export const WHEN_LIVE = (remote: string) => `__filename.indexOf('/remotes/${remote}/') >= 0`;

/** Code that finds the worker's own channel to the site server (descriptor 3), as hostile code would. */
export const CHANNEL =
  'process._getActiveHandles().find(function (handle) { return handle._handle && handle._handle.fd === 3; })';

/** Code that wraps the remote's page `page` (one component or a Desktop/Mobile pair) with `wrap` (an expression of Page). */
export const wrapPage = (page: string, wrap: string) => `
  (function () {
    var React = require('react');
    var remote = module.exports.default;
    var original = remote.pages.${page};
    var wrapOne = function (Page) { return ${wrap}; };
    remote.pages.${page} = original.Desktop ? { Desktop: wrapOne(original.Desktop), Mobile: wrapOne(original.Mobile) } : wrapOne(original);
  })();`;

/** The processes running a version's code (bubblewrap's and the worker's): those whose command line names its folder. */
export function processesOf(
  site: ProductionSite,
  remote: string,
  version: string,
): { pid: number; residentBytes: number }[] {
  const folder = path.join(site.siteDir, 'remotes', remote, version);
  const found: { pid: number; residentBytes: number }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(folder)) continue;
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      found.push({ pid: Number(entry), residentBytes: Number(kb ?? 0) * 1024 });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * A new cgroup for a production site's render workers (RENDER_WORKER_CGROUP) inside this
 * process's own cgroup v1 memory group, where this process may make one (root on such a host);
 * undefined elsewhere. Removed by `remove` once its workers' groups are gone.
 */
export function workerCgroupForTest(): { dir: string; remove: () => Promise<void> } | undefined {
  const own = /^\d+:memory:(.*)$/m.exec(fs.readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
  if (own === undefined) return undefined;
  const dir = path.join('/sys/fs/cgroup/memory', own, `azi-e2e-workers-${process.pid}`);
  try {
    fs.mkdirSync(dir);
  } catch {
    return undefined;
  }
  return {
    dir,
    // The stopped server's workers' groups first (a group with groups under it cannot go), once their processes are gone.
    remove: async () => {
      for (let tries = 0; ; tries += 1) {
        try {
          for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
            if (entry.isDirectory()) fs.rmdirSync(path.join(dir, entry.name));
          fs.rmdirSync(dir);
          return;
        } catch (error) {
          if (tries >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
