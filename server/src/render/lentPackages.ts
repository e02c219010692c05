/**
 * Which lent packages a pool worker loads before it says it is ready: those the server builds of
 * its versions require by name. The shell's renderer, loaded first by every worker, brings its own
 * (React and the router). jsdom is the one that matters: it takes about half a second of CPU to
 * load, only the media section's build requires it (to sanitize article HTML), and the pool starts
 * a worker for every section.
 */
import fs from 'node:fs';
import path from 'node:path';
import { requiredByName } from '../releases/check';
import { SERVER_PROVIDED_PACKAGES } from './protocol';

/** The package a `require("…")` names (its scope and name), or undefined for a relative or absolute path. */
export function packageOf(id: string): string | undefined {
  if (id.startsWith('.') || id.startsWith('/')) return undefined;
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The lent packages a server build's source requires. */
export function lentPackagesIn(source: string): string[] {
  const names = requiredByName(source).map(packageOf);
  return SERVER_PROVIDED_PACKAGES.filter((name) => names.includes(name));
}

/** A version folder's files do not change once written (a release is a new folder): read each once. */
const byFolder = new Map<string, string[]>();

/** What the server builds (ssr/*.js) of the version `folders` require of the lent packages, in the list's order. */
export function lentPackagesRequired(folders: readonly string[]): string[] {
  const wanted = new Set<string>();
  for (const folder of folders) {
    let names = byFolder.get(folder);
    if (!names) {
      const ssr = path.join(folder, 'ssr');
      const files = fs.existsSync(ssr) ? fs.readdirSync(ssr).filter((file) => file.endsWith('.js')) : [];
      names = [...new Set(files.flatMap((file) => lentPackagesIn(fs.readFileSync(path.join(ssr, file), 'utf8'))))];
      byFolder.set(folder, names);
    }
    for (const name of names) wanted.add(name);
  }
  return SERVER_PROVIDED_PACKAGES.filter((name) => wanted.has(name));
}
