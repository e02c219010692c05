/** Which section a render job belongs to: the remotes it draws, at which versions. */
import path from 'node:path';
import type { Job, RemoteRef } from './protocol';

/** A remote version's folder in the site folder, from its URL (/remotes/<name>/<version>/), or undefined when it is not one. */
function versionFolder(siteDir: string, baseUrl: string): string | undefined {
  const relative = baseUrl.replace(/^\/+/, '');
  return /^remotes\/[a-z_]+\/[\w.-]+\/$/.test(relative) && !relative.includes('..')
    ? path.join(siteDir, relative.slice(0, -1))
    : undefined;
}

/** A section's name from the remotes its pages draw: 'mfe_media', or 'shell' for none. */
export function sectionName(remotes: readonly string[]): string {
  return [...remotes].sort().join('+') || 'shell';
}

/**
 * The section a job belongs to and the code it runs: the remote it draws (none: 'shell') and that
 * remote's version folder. A worker runs one such pair all its life.
 */
export function sectionOf(siteDir: string, job: Job): { section: string; folders: string[]; key: string } | Error {
  return sectionOfRemotes(
    siteDir,
    job.kind === 'render' ? Object.entries(job.remotes) : job.kind === 'load' ? [[job.name, job.remote]] : [],
  );
}

function sectionOfRemotes(
  siteDir: string,
  refs: [string, RemoteRef | undefined][],
): { section: string; folders: string[]; key: string } | Error {
  const names: string[] = [];
  const folders: string[] = [];
  for (const [name, ref] of [...refs].sort(([a], [b]) => a.localeCompare(b))) {
    const folder = ref!.dir ?? versionFolder(siteDir, ref!.baseUrl);
    if (!folder) return new Error(`${name}: unexpected version ${ref!.baseUrl}`);
    names.push(name);
    folders.push(folder);
  }
  const section = sectionName(names);
  return { section, folders, key: `${section}\u0000${folders.join('\u0000')}` };
}

/** Each remote's section and the key its live version's workers have, from the registry (name: manifest URL). */
export function liveKeys(siteDir: string, registry: Record<string, string>): [string, string][] {
  const keys: [string, string][] = [];
  for (const [name, manifest] of Object.entries(registry)) {
    const live = sectionOfRemotes(siteDir, [[name, { baseUrl: manifest.replace(/[^/]+$/, '') }]]);
    if (!(live instanceof Error)) keys.push([live.section, live.key]);
  }
  return keys;
}
