/**
 * `npm run release -w mfe-xxx [-- --to https://site --token $TOKEN [--stage | --activate <version> | --preview <version>]]`
 *
 * Builds this remote (browser build, and its server build in ssr/) for a new version folder.
 * - With `--to`: asks the site for the version name, builds into a temporary folder, packs it
 *   (.tar.gz) and uploads it; the site checks it and activates it (the site's routes:
 *   server/src/releases/releaseRoutes.ts). The token (`--token` or RELEASE_TOKEN) is the team's.
 *   `--stage`: the site checks it and keeps it staged, not live, and the command prints a preview
 *   link (valid an hour) to the whole site with this version; `--activate <version>` makes a
 *   staged version live; `--preview <version>` prints a new link.
 * - Without: builds into this machine's site folder (SITE_DIR, default site/), runs the same checks
 *   and switches the registry here.
 * The shell and other remotes are never touched; a failed build or check activates nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import { ReleaseRejected } from '@azi/server/releases/archive';
import { checkVersionFolder } from '@azi/server/releases/check';
import {
  fail,
  localChecker,
  packFolder,
  parseSiteArgs,
  remoteOfWorkspace,
  siteDir,
  siteRequest,
  workspaceName,
} from '../client';
import { releaseSettingsFromEnv } from '@azi/server/releases/settings';
import { activate, nextVersion, prune, versionDir, withReleaseLock } from '@azi/server/releases/store';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function build(outputPath: string, name: string, version: string): void {
  const webpack = createRequire(__filename).resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [
      webpack,
      '--mode',
      'production',
      '--env',
      `outputPath=${outputPath}`,
      '--env',
      `publicPath=/remotes/${name}/${version}/`,
    ],
    {
      cwd: process.cwd(),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`${name}: build failed, nothing released`);
}

interface Switched {
  version: string;
  registry: { before: string | null; after: string };
  pruned: string[];
}
interface Preview {
  version: string;
  until: string;
  preview: { url: string; expires: string } | null;
}

function printSwitch(name: RemoteName, to: string, verb: string, result: Switched): void {
  console.log(`${name}: ${verb} ${result.version} on ${to} in ${seconds()}`);
  console.log(`  registry ${name}: ${result.registry.before ?? '(none)'} -> ${result.registry.after}`);
  if (result.pruned.length > 0) console.log(`  old versions deleted: ${result.pruned.join(', ')}`);
}

function printPreview(name: RemoteName, to: string, result: Preview): void {
  if (result.preview) {
    console.log(
      `  preview link (valid until ${result.preview.expires}; noindex, never cached; anyone with it sees the staged version, so share it only with your team):`,
    );
    console.log(`    ${result.preview.url}`);
  }
  console.log(`  staged until ${result.until}. Make it live:`);
  console.log(`    npm run release -w ${workspaceName()} -- --to ${to} --activate ${result.version}`);
  console.log(`  A new preview link: npm run release -w ${workspaceName()} -- --to ${to} --preview ${result.version}`);
}

async function releaseToSite(name: RemoteName, to: string, token: string, stage: boolean): Promise<void> {
  const next = await siteRequest<{ version: string; live: string | null }>(
    to,
    token,
    'GET',
    `/admin/releases/${name}/next-version`,
  );
  console.log(
    `${name}: ${to} serves ${next.live ?? 'nothing yet'}; building ${next.version}${stage ? ' (to stage)' : ''}`,
  );
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `azi-release-${name}-`));
  try {
    build(out, name, next.version);
    const archive = await packFolder(out);
    console.log(`${name}: uploading ${(archive.length / 1024).toFixed(0)} KB`);
    const result = await siteRequest<Switched & Partial<Preview> & { live?: string | null }>(
      to,
      token,
      'PUT',
      `/admin/releases/${name}/${next.version}${stage ? '?stage=1' : ''}`,
      archive,
    );
    if (!stage) return printSwitch(name, to, 'released', result);
    console.log(`${name}: staged ${result.version} on ${to} in ${seconds()}; ${result.live ?? 'nothing'} stays live`);
    printPreview(name, to, result as Preview);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

async function releaseHere(name: RemoteName): Promise<void> {
  const site = siteDir();
  const version = nextVersion(site, name);
  const outputPath = versionDir(site, name, version);
  try {
    build(outputPath, name, version);
    // A first build of the whole site has no shell renderer yet only when the shell build failed.
    await checkVersionFolder(outputPath, name, version, await localChecker(site), { withoutShell: 'skip' });
  } catch (error) {
    fs.rmSync(outputPath, { recursive: true, force: true });
    throw error;
  }
  const settings = releaseSettingsFromEnv({
    RELEASE_KEEP: process.env.RELEASE_KEEP,
    RELEASE_GRACE_HOURS: process.env.RELEASE_GRACE_HOURS,
  });
  const { from, pruned } = await withReleaseLock(site, () => ({
    ...activate(site, name, version, 'local'),
    pruned: prune(site, name, { keep: settings.keep, graceMs: settings.graceMs }),
  }));
  console.log(`${name}: released ${version} in ${seconds()} (was ${from ?? 'none'})`);
  if (pruned.length > 0) console.log(`  old versions deleted: ${pruned.join(', ')}`);
}

async function main() {
  const name = remoteOfWorkspace();
  const { to, token, stage, activate: toActivate, preview } = parseSiteArgs(process.argv.slice(2), { staging: true });
  if (to && toActivate)
    printSwitch(
      name,
      to,
      'activated',
      await siteRequest<Switched>(
        to,
        token,
        'POST',
        `/admin/releases/${name}/${encodeURIComponent(toActivate)}/activate`,
      ),
    );
  else if (to && preview)
    printPreview(
      name,
      to,
      await siteRequest<Preview>(to, token, 'GET', `/admin/releases/${name}/${encodeURIComponent(preview)}/preview`),
    );
  else if (to) await releaseToSite(name, to, token, stage === true);
  else await releaseHere(name);
}

main().catch((error: unknown) => fail(error instanceof ReleaseRejected ? `refused: ${error.message}` : error));
