// @ts-check
/**
 * Where the repository and its site folder are, for the build and run scripts. The registry
 * itself (remotes.json, releases.json) is read and written by the site server's release store (server/src/releases/store.ts),
 * for the site's release API and `npm run release` alike.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// npm start and npm test import this file to install what is missing: on a fresh clone no workspace
// is linked yet, so the site folder's one home is read by its path here.
// eslint-disable-next-line layers/imports -- read before npm install has linked the workspaces
import siteFolderModule from '../server/src/siteFolder.js';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DIR = siteFolderModule.siteFolder(REPO);
