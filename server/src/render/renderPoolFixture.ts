import fs from 'node:fs';
import path from 'node:path';

/*
 * A site folder for the render pool's tests, which run real child processes under the permission
 * model: a stand-in shell renderer (renderPage draws what the page's remote module's `probe`
 * returns) and remote versions that try what a hostile release would.
 */
const RENDERER = `
exports.sharedModules = { '@azi/shared/i18n/languages': {} };
exports.federationRuntimeVersion = '2.9.2';
let transport;
exports.setApiTransport = (t) => { transport = t; };
exports.activateRemoteText = () => {};
exports.renderPage = async ({ url, remotes }) => {
  const remote = Object.values(remotes)[0];
  const api = url.includes('api') ? await transport({ method: 'GET', url: '/api-official-web/jobs?lang=en' + (url.includes('slow') ? '&slow' : ''), headers: { accept: 'application/json', cookie: 'session=stolen', authorization: 'Bearer x' } }) : undefined;
  const probe = remote && remote.probe ? await remote.probe(url) : null;
  return { html: JSON.stringify({ url, probe, api }), report: { status: 200 }, data: {}, errors: [] };
};
`;

const remoteModule = (probe: string) => `
const fs = require('node:fs');
const childProcess = require('node:child_process');
const attempt = (fn) => { try { return { ok: fn() ?? true }; } catch (error) { return { error: error.code || error.message }; } };
module.exports = {
  namespace: 'careers',
  resources: { zh: {}, hk: {}, en: {} },
  pages: {},
  probe: ${probe},
};
`;

/** A remote version in `siteDir` whose module's `probe` (code of a function of the page URL) runs at each render; its base URL. */
export function writeVersion(siteDir: string, name: string, probe: string, remote = 'mfe_careers'): string {
  const dir = path.join(siteDir, 'remotes', remote, name);
  fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'ssr', 'module.js'), remoteModule(probe));
  return `/remotes/${remote}/${name}/`;
}

/** The stand-in shell renderer written into a new site folder. */
export function writeRenderer(siteDir: string): void {
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), RENDERER);
}
