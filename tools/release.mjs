// @ts-check
/**
 * `npm run release -w mfe-xxx`: builds this remote (its browser build and, in ssr/, its server
 * build) into a new versioned folder under site/remotes/<name>/ and then switches its registry entry. The shell and other remotes are
 * not touched; a failed build switches nothing.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { activate, nextVersion, paths, SITE_DIR } from './registry.mjs';
import { missingSharedModules } from './sharedCheck.mjs';

const appDir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const name = pkg.federation?.name;
if (!name) {
  console.error(`${pkg.name} is not a remote (no "federation" in its package.json)`);
  process.exit(1);
}
const version = nextVersion(name);
const outputPath = path.join(paths().remotesDir, name, version);
const started = Date.now();
const webpack = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const result = spawnSync(process.execPath, [webpack, '--mode', 'production', '--env', `outputPath=${outputPath}`, '--env', `publicPath=/remotes/${name}/${version}/`], {
  cwd: appDir,
  stdio: 'inherit',
});
if (result.status !== 0) {
  fs.rmSync(outputPath, { recursive: true, force: true });
  console.error(`${name}: build failed, registry unchanged`);
  process.exit(1);
}
const missing = missingSharedModules(path.join(outputPath, 'ssr', 'module.js'), SITE_DIR);
if (missing.length > 0) {
  fs.rmSync(outputPath, { recursive: true, force: true });
  console.error(
    `${name}: this version needs ${missing.join(', ')} from the live shell, which does not have ${missing.length > 1 ? 'them' : 'it'}: ` +
      'release the shell first (npm run build -- shell). Registry unchanged.',
  );
  process.exit(1);
}
activate(name, version);
console.log(`${name}: released ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

