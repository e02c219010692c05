// @ts-check
/**
 * The site folder (built shell and console, released remotes, remotes.json, releases.json): SITE_DIR
 * when set, else `site/` in the repository. The one home of that default for the builds, the site
 * server, the release commands, the run scripts and the browser tests, so they always agree. Plain
 * CommonJS, so webpack configs load it as they are; `siteFolder.d.ts` types it for TypeScript.
 * Each caller passes its own repository root: bundled into site/server/main.js, this file no longer
 * knows where it came from.
 */
const path = require('node:path');

/** @param {string} repo the repository's root @param {NodeJS.ProcessEnv} [env] */
function siteFolder(repo, env = process.env) {
  return env.SITE_DIR ? path.resolve(env.SITE_DIR) : path.join(repo, 'site');
}

module.exports = { siteFolder };
