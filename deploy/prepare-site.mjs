// @ts-check
/**
 * Run by each site container before the server (`node deploy/prepare-site.mjs && node site/server/main.js`),
 * and by `npm run cluster` for its copies.
 *
 * The server reads everything from SITE_DIR: `shell/`, `remotes/<name>/<version>/`, `remotes.json`
 * (and the release tool's `releases.json`). In production SITE_DIR is a volume shared by every
 * copy, because releases and rollbacks write there. The shell, though, belongs to the image: a
 * volume must never hide a new image's shell behind an old one. So:
 *
 * - `SITE_DIR/shell` is a symbolic link to this image's own shell (`/app/site/shell`), made anew at
 *   every start. Each container resolves it in its own file system, so during a rolling update
 *   every copy serves the shell it was built with. `SITE_DIR/console` likewise points at the
 *   image's content console (served on CONSOLE_URL), when the image has one.
 * - Remote versions this image was built with that the volume lacks are copied in (a new folder
 *   appears whole: copied under a temporary name, then renamed). Existing versions are never
 *   touched: a version folder is immutable once released.
 * - The registry (`remotes.json`, `releases.json`) is copied from the image only when the volume
 *   has none yet (first start). After that it is the release tool's alone: a new image does not
 *   undo a release or a rollback.
 *
 * Every step is safe when several copies start at once. Nothing happens when SITE_DIR is unset or
 * is the image's own site folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGE_SITE = path.resolve(
  process.env.IMAGE_SITE_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'site'),
);
const SITE_DIR = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : IMAGE_SITE;
const tag = `${process.pid}.${Date.now()}`;

/** @param {string} message */
const log = (message) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: `prepare-site: ${message}` }));

/** Creates `target` with `text` unless it exists (link(2) fails on an existing name: no overwrite race). */
function writeIfAbsent(target, text) {
  const tmp = `${target}.${tag}.tmp`;
  fs.writeFileSync(tmp, text);
  try {
    fs.linkSync(tmp, target);
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Points `link` at `target`, replacing whatever is there in one rename. */
function pointAt(link, target) {
  let current;
  try {
    current = fs.lstatSync(link);
  } catch {
    current = undefined;
  }
  if (current?.isSymbolicLink() && fs.readlinkSync(link) === target) return false;
  if (current?.isDirectory()) {
    // A volume from the old layout (a volume over the whole site folder) holds a real shell: set it aside.
    const aside = `${link}.replaced-${tag}`;
    fs.renameSync(link, aside);
    log(`moved an old shell folder out of the way: ${aside}`);
  }
  const tmp = `${link}.${tag}.tmp`;
  fs.symlinkSync(target, tmp);
  fs.renameSync(tmp, link);
  return true;
}

/** Copies the image's version folders the volume lacks. Returns the names copied. */
function copyMissingVersions() {
  const copied = [];
  const from = path.join(IMAGE_SITE, 'remotes');
  const to = path.join(SITE_DIR, 'remotes');
  fs.mkdirSync(to, { recursive: true });
  if (!fs.existsSync(from)) return copied;
  for (const name of fs.readdirSync(from)) {
    if (!/^[a-z_]+$/.test(name)) continue;
    for (const version of fs.readdirSync(path.join(from, name))) {
      if (!/^[\w.-]+$/.test(version) || version.includes('.tmp')) continue;
      const target = path.join(to, name, version);
      if (fs.existsSync(target)) continue;
      const tmp = path.join(to, name, `.${version}.${tag}.tmp`);
      try {
        fs.mkdirSync(path.dirname(tmp), { recursive: true });
        fs.cpSync(path.join(from, name, version), tmp, { recursive: true });
        fs.renameSync(tmp, target);
        copied.push(`${name}/${version}`);
      } catch (error) {
        fs.rmSync(tmp, { recursive: true, force: true });
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        // Another copy starting at the same moment put it there first.
        if (code === 'ENOTEMPTY' || code === 'EEXIST') continue;
        // Not fatal: the registry only ever names versions that are in the volume.
        log(`could not copy ${name}/${version} into ${to}: ${code ?? error}`);
      }
    }
  }
  return copied;
}

function main() {
  if (SITE_DIR === IMAGE_SITE)
    return log(`SITE_DIR is the image's own site folder (${IMAGE_SITE}): nothing to prepare`);
  if (!fs.existsSync(path.join(IMAGE_SITE, 'shell', 'index.html')))
    throw new Error(`no built shell in ${IMAGE_SITE}/shell: build the site first`);
  fs.mkdirSync(SITE_DIR, { recursive: true });

  const copied = copyMissingVersions();
  // releases.json first: remotes.json is what marks the volume as initialised.
  let registry = 'kept';
  for (const file of ['releases.json', 'remotes.json']) {
    const source = path.join(IMAGE_SITE, file);
    if (fs.existsSync(source) && writeIfAbsent(path.join(SITE_DIR, file), fs.readFileSync(source)))
      registry = 'copied from the image (first start)';
  }
  const relinked = pointAt(path.join(SITE_DIR, 'shell'), path.join(IMAGE_SITE, 'shell'));
  const consoleBuilt = fs.existsSync(path.join(IMAGE_SITE, 'console', 'index.html'));
  if (consoleBuilt) pointAt(path.join(SITE_DIR, 'console'), path.join(IMAGE_SITE, 'console'));
  log(
    `${SITE_DIR}: shell -> ${path.join(IMAGE_SITE, 'shell')}${relinked ? ' (relinked)' : ''}; ` +
      `console -> ${consoleBuilt ? path.join(IMAGE_SITE, 'console') : 'none (the image has no console build)'}; ` +
      `${copied.length} remote version(s) copied from the image${copied.length ? ` (${copied.slice(0, 5).join(', ')}${copied.length > 5 ? ', …' : ''})` : ''}; registry ${registry}`,
  );
}

try {
  main();
} catch (error) {
  console.error(`prepare-site: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
