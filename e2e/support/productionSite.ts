import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prefillDataDir } from '@azi/api/testing/pristineCluster';
import { siteFolder } from '@azi/server/siteFolder';

export const REPO = path.resolve(__dirname, '../..');
/** The built site the suite runs against (SITE_DIR, as for the other specs). */
export const SITE = siteFolder(REPO);

export const CAREERS_TOKEN = 'e2e-careers-release-token-0123';
export const INVESTOR_TOKEN = 'e2e-investor-release-token-0123';
export const PRODUCTION_ADMIN_TOKEN = '7c1e9a04b3d85f62e0a9c4b71d3f8e25a6b0c9d2e4f7a183';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ProductionSite {
  base: string;
  port: number;
  /** Its own site folder (the built shell copied, the remotes hard-linked). */
  siteDir: string;
  /** Its database folder. */
  dataDir: string;
  /** Everything the run wrote: site folder, database, log. */
  work: string;
  /** The server's stdout and stderr. */
  log: () => string;
  /** The settings it was started with (secrets included, for tests that look for them elsewhere). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * The compiled server (site/server/main.js) as the image runs it: production mode, production
 * dependencies only (dev packages are refused), release tokens for the careers and investor
 * teams, its own site folder, database and port.
 */
export async function startProductionSite(
  extraEnv: Record<string, string> = {},
  { work = newProductionFolder() }: { work?: string } = {},
): Promise<ProductionSite> {
  const siteDir = path.join(work, 'site');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, 'server.log');
  const out = fs.openSync(logFile, 'w');
  const dataDir = path.join(work, 'data');
  // A new site's database starts as the engine's initdb leaves it, copied (no initdb, about 7 s of
  // CPU per site): the server's first start still migrates, seeds and makes its secrets. A folder
  // restored into before the start is the server's as it is.
  if (!fs.existsSync(dataDir) && !extraEnv.DATABASE_URL) await prefillDataDir(dataDir);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_DIR: siteDir,
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    // Required in production: the console's own origin, another name for this machine.
    CONSOLE_URL: `http://admin.localhost:${port}`,
    ADMIN_TOKEN: PRODUCTION_ADMIN_TOKEN,
    RELEASE_TOKENS: `mfe_careers=${CAREERS_TOKEN},mfe_investor=${INVESTOR_TOKEN}`,
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  const server: ChildProcess = spawn(
    process.execPath,
    [
      '--require',
      path.join(REPO, 'e2e', 'support', 'forbid-dev-packages.cjs'),
      path.join(REPO, 'site', 'server', 'main.js'),
    ],
    {
      cwd: work,
      stdio: ['ignore', out, out],
      env,
    },
  );
  const log = () => fs.readFileSync(logFile, 'utf8');
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the production server exited (${server.exitCode}): ${log().slice(-2000)}`);
    const ready = await fetch(`${base}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the production server was not ready in 90 s: ${log().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    port,
    siteDir,
    dataDir,
    work,
    log,
    env,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * A folder for a production site: its site folder with the built shell copied and the released
 * remotes hard-linked (`releases: false`: the shell only, as a site whose release files are still
 * to be restored), and room for its database and log.
 */
export function newProductionFolder({ releases = true } = {}): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-e2e-production-'));
  const siteDir = path.join(work, 'site');
  fs.mkdirSync(siteDir);
  fs.cpSync(path.join(SITE, 'shell'), path.join(siteDir, 'shell'), { recursive: true });
  if (releases) {
    execFileSync('cp', ['-al', path.join(SITE, 'remotes'), path.join(siteDir, 'remotes')]);
    for (const file of ['remotes.json', 'releases.json'])
      fs.copyFileSync(path.join(SITE, file), path.join(siteDir, file));
  }
  return work;
}

/** The registry of a site folder. */
export const readRegistryOf = (siteDir: string) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, string>;

/** Every file under `dir`, relative, sorted (to see that nothing was written). */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}
