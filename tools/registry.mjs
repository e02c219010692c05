// @ts-check
/**
 * The remote registry on disk. site/remotes.json maps each remote to the manifest URL of the one
 * version visitors get; site/releases.json keeps, per remote, the stack of versions activated so
 * far, so a rollback can step back. Both are replaced by rename, so a reader never sees half a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DIR = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(REPO, 'site');

/** @typedef {Record<string, string[]>} ReleaseHistory */

/** @param {string} siteDir */
export function paths(siteDir = SITE_DIR) {
  return {
    registry: path.join(siteDir, 'remotes.json'),
    history: path.join(siteDir, 'releases.json'),
    remotesDir: path.join(siteDir, 'remotes'),
  };
}

/** @param {string} name @param {string} version */
export function manifestUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** @param {string} file @param {unknown} value */
function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

/** @param {string} siteDir @returns {ReleaseHistory} */
export function readHistory(siteDir = SITE_DIR) {
  const file = paths(siteDir).history;
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @param {ReleaseHistory} history @param {string} siteDir */
function writeRegistry(history, siteDir) {
  /** @type {Record<string, string>} */
  const registry = {};
  for (const [name, versions] of Object.entries(history).sort(([a], [b]) => a.localeCompare(b))) {
    const current = versions.at(-1);
    if (current) registry[name] = manifestUrl(name, current);
  }
  writeJsonAtomic(paths(siteDir).history, history);
  writeJsonAtomic(paths(siteDir).registry, registry);
}

/** A new version folder name: the date and a counter, 2026.11.22-1, 2026.11.22-2 … */
export function nextVersion(name, siteDir = SITE_DIR, now = new Date()) {
  const day = `${now.getUTCFullYear()}.${String(now.getUTCMonth() + 1).padStart(2, '0')}.${String(now.getUTCDate()).padStart(2, '0')}`;
  const dir = path.join(paths(siteDir).remotesDir, name);
  const taken = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  let n = 1;
  while (taken.includes(`${day}-${n}`)) n += 1;
  return `${day}-${n}`;
}

/** Points the registry at a version that is already built. */
export function activate(name, version, siteDir = SITE_DIR) {
  const manifest = path.join(paths(siteDir).remotesDir, name, version, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${name} ${version} has no mf-manifest.json: refusing to activate it`);
  const serverBuild = path.join(paths(siteDir).remotesDir, name, version, 'ssr', 'module.js');
  if (!fs.existsSync(serverBuild)) throw new Error(`${name} ${version} has no server build (ssr/module.js): refusing to activate it`);
  const history = readHistory(siteDir);
  history[name] = [...(history[name] ?? []), version];
  writeRegistry(history, siteDir);
}

/** Switches a remote back to the version before the current one. Returns [from, to]. */
export function rollback(name, siteDir = SITE_DIR) {
  const history = readHistory(siteDir);
  const versions = history[name] ?? [];
  if (versions.length < 2) throw new Error(`${name} has no earlier version to roll back to`);
  const from = versions.at(-1);
  history[name] = versions.slice(0, -1);
  writeRegistry(history, siteDir);
  return [from, history[name].at(-1)];
}
