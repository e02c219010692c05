// @ts-check
/**
 * A remote's server build takes `@azi/shared` from the live shell's renderer (see
 * docs/decisions/004-server-rendering.md). Before a release goes live, this checks that the shell
 * provides every shared module the new version asks for; otherwise the section would quietly lose
 * its server rendering.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { REPO } from './registry.mjs';

/** The `@azi/shared/...` modules a server build requires. */
export function sharedModulesRequired(serverBuild) {
  const text = fs.readFileSync(serverBuild, 'utf8');
  return [...new Set([...text.matchAll(/require\("(@azi\/shared\/[^"]+)"\)/g)].map((match) => match[1]))].sort();
}

/** The shared modules the shell's renderer provides (its `sharedModules`), or undefined without one. */
export function sharedModulesProvided(siteDir) {
  const file = path.join(siteDir, 'shell', 'ssr', 'render.js');
  if (!fs.existsSync(file)) return undefined;
  const module = /** @type {any} */ (new Module(file));
  module.filename = file;
  // Resolve React and the rest from the repository's packages, wherever the site folder is.
  module.paths = /** @type {any} */ (Module)._nodeModulePaths(REPO);
  module._compile(fs.readFileSync(file, 'utf8'), file);
  return new Set(Object.keys(module.exports.sharedModules ?? {}));
}

/** The required modules the live shell lacks ([] when it has them all or there is no shell yet). */
export function missingSharedModules(serverBuild, siteDir) {
  const provided = sharedModulesProvided(siteDir);
  if (!provided) return [];
  return sharedModulesRequired(serverBuild).filter((name) => !provided.has(name));
}
