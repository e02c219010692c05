// @ts-check
/**
 * Where the repository and its site folder are, for the build and run scripts. The registry
 * itself (remotes.json, releases.json) is read and written by the site server's release store (server/src/releases/store.ts),
 * for the site's release API and `npm run release` alike.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteFolderModule from '@azi/server/siteFolder';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DIR = siteFolderModule.siteFolder(REPO);
