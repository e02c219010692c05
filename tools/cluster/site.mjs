// @ts-check
/**
 * The set-up: the site folder as a container prepares it, PostgreSQL, two copies of the compiled
 * server and nginx in front of them. The copies, ports and settings are read by every step.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from './http.mjs';
import {
  KEEP,
  CLUSTER_POW_MAX,
  CLUSTER_HOURLY_BUDGET,
  Client,
  SERVER,
  ADMIN_TOKEN,
  CONSOLE_HOST,
  SERVICE_TOKEN,
  CAREERS_TOKEN,
} from './settings.mjs';
import {
  sleep,
  seconds,
  say,
  figure,
  cleanups,
  startProcess,
  stopProcess,
  freePort,
  run,
  which,
  aptInstall,
} from './harness.mjs';
import { startPostgres } from './postgres.mjs';
import { REPO } from '../registry.mjs';
import siteFolderModule from '@azi/server/siteFolder';

/** deploy/nginx.conf, the compose set-up the cluster's nginx configurations take their rules from. */
const deployNginxConf = () => fs.readFileSync(path.join(REPO, 'deploy', 'nginx.conf'), 'utf8');

/**
 * deploy/nginx.conf's upstream block, read from it (one home for its options: failures, keep-alive),
 * with the local copies in place of the compose service's name.
 */
function upstreamOf(ports) {
  const block = /^ *upstream azi_site \{\n[\s\S]*?^ *\}$/m.exec(deployNginxConf())?.[0];
  const server = block && /^( *)server site:8080 resolve ([^;]*);$/m.exec(block);
  if (!block || !server)
    throw new Error('deploy/nginx.conf has no upstream azi_site block with `server site:8080 resolve …;`');
  const [line, indent, options] = server;
  return block.replace(line, ports.map((port) => `${indent}server 127.0.0.1:${port} ${options};`).join('\n'));
}

/** deploy/nginx.conf's per-client limit zones and the maps of their keys (http level), read from it as the upstream block is. */
export function limitZonesOf() {
  const conf = deployNginxConf();
  const zones = conf.match(/^ *limit_(?:conn|req)_zone [^;]*;$/gm);
  if (!zones) throw new Error('deploy/nginx.conf has no limit_conn_zone line');
  // The maps that make the zones' keys (`map … { … }`, one level of braces).
  const maps = conf.match(/^ *map [^{]*\{[^}]*\}$/gm) ?? [];
  return [...maps, ...zones].map((text) => text.trim()).join('\n    ');
}

const { siteFolder } = siteFolderModule;

export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-cluster-'));
fs.chmodSync(tmp, 0o755);
cleanups.push(() => {
  if (KEEP) return say(`kept ${tmp} (logs, nginx configuration, site folder)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * The image's site (a snapshot of the site folder, SITE_DIR or site/, so a rebuild during the run changes
 * nothing here) and the shared releases folder prepared from it exactly as a container does.
 */
export function prepareSite() {
  const source = siteFolder(REPO);
  if (
    !fs.existsSync(path.join(source, 'shell', 'index.html')) ||
    !fs.existsSync(path.join(source, 'shell', 'ssr', 'render.js'))
  ) {
    throw new Error('the site is not built: run `npm run build` first');
  }
  const image = path.join(tmp, 'image', 'site');
  fs.mkdirSync(image, { recursive: true });
  fs.cpSync(path.join(source, 'shell'), path.join(image, 'shell'), { recursive: true });
  if (fs.existsSync(path.join(source, 'console')))
    fs.cpSync(path.join(source, 'console'), path.join(image, 'console'), { recursive: true });
  // Version folders never change once released: hard links are a faithful, instant snapshot.
  const linked = run('cp', ['-al', path.join(source, 'remotes'), path.join(image, 'remotes')]);
  if (linked.status !== 0) fs.cpSync(path.join(source, 'remotes'), path.join(image, 'remotes'), { recursive: true });
  for (const file of ['remotes.json', 'releases.json'])
    if (fs.existsSync(path.join(source, file))) fs.copyFileSync(path.join(source, file), path.join(image, file));
  const siteDir = path.join(tmp, 'releases');
  const prepared = run(process.execPath, [path.join(REPO, 'deploy', 'prepare-site.mjs')], {
    env: { ...process.env, IMAGE_SITE_DIR: image, SITE_DIR: siteDir },
  });
  if (prepared.status !== 0) throw new Error(`deploy/prepare-site.mjs: ${prepared.stderr}`);
  return siteDir;
}

/** Every public setting (shared/src/config/siteConfig.ts keys, as server/src/siteConfig.ts names them). */
export const PUBLIC_SETTINGS = {
  SUPPORT_HOTLINE: '400-820-0001',
  FRANCHISE_HOTLINE: '400-820-0002',
  SERVICE_EMAIL: 'service@cluster.invalid',
  IR_EMAIL: 'ir@cluster.invalid',
  JOB_APPLY_CHANNEL: 'mailto:hr@cluster.invalid',
  MERCHANT_LOGIN_URL: 'https://merchant.cluster.invalid/login',
  MERCHANT_REGISTER_URL: 'https://merchant.cluster.invalid/register',
  MALL_URL: 'https://mall.cluster.invalid/',
  APP_DOWNLOAD_URL: 'https://merchant.cluster.invalid/app',
  ICP_FILING: 'ICP cluster-0000',
  ICP_FILING_URL: 'https://beian.miit.gov.cn/',
  PUBLIC_SECURITY_FILING: 'PSB cluster-0000',
  OFFICIAL_ACCOUNT_URL: 'https://cluster.invalid/wechat',
};

/** @typedef {{ name: string, port: number, log: string, child?: import('node:child_process').ChildProcess }} Copy */

export async function waitReady(
  /** @type {number} */ port,
  /** @type {import('node:child_process').ChildProcess | undefined} */ child,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const response = await request({ port, path: '/ready', timeoutMs: 2000 });
    if (response.status === 200) return;
    await sleep(100);
  }
  throw new Error(`127.0.0.1:${port} not ready after ${seconds(timeoutMs)}`);
}

// ---------------------------------------------------------------- the run

/** @type {Copy} */ export let copyA;
/** @type {Copy} */ export let copyB;
/** The proxy-chain step's copy (TRUST_PROXY=2, behind a balancer and a second nginx). @type {Copy | undefined} */ export let copyC;
export let nginxPort = 0;
/** @type {NodeJS.ProcessEnv} */ export let copyEnv = {};
export let siteDir = '';
/** @type {{ url: string, database: string }} */ export let pg;

/** Writes `config` into `dir`, checks it (nginx -t), starts nginx on it (stopped at clean-up) and waits until `port` answers. */
export async function startNginx(
  /** @type {string} */ nginx,
  /** @type {string} */ dir,
  /** @type {string} */ config,
  /** @type {number} */ port,
) {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config);
  const tested = run(nginx, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf, '-t']);
  if (tested.status !== 0) throw new Error(`nginx -t (${conf}): ${tested.stderr}`);
  const child = startProcess(
    nginx,
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf],
    { PATH: process.env.PATH },
    path.join(dir, 'stdout.log'),
  );
  cleanups.push(() => stopProcess(child, 'SIGQUIT'));
  await waitReady(port, child, 20_000);
}

/** nginx's temporary files, in the run's own folder. */
export function nginxTempPaths(/** @type {string} */ dir) {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join('\n    ');
}

export async function startCopy(/** @type {Copy} */ copy) {
  copy.child = startProcess(process.execPath, [SERVER], { ...copyEnv, PORT: String(copy.port) }, copy.log);
  await waitReady(copy.port, copy.child);
}

export async function withDb(/** @type {(client: any) => Promise<any>} */ fn) {
  const client = new Client({ connectionString: pg.url, connectionTimeoutMillis: 5000, statement_timeout: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function setup() {
  const t0 = Date.now();
  const build = run(process.execPath, [path.join(REPO, 'tools', 'build-server.mjs')], { cwd: REPO });
  if (build.status !== 0) throw new Error(`build-server: ${build.stderr || build.stdout}`);
  say(build.stdout.trim());
  siteDir = prepareSite();
  say(`site folder ${siteDir} (shell -> ${fs.readlinkSync(path.join(siteDir, 'shell'))})`);
  pg = await startPostgres();
  say(`database ${pg.database}`);

  const [portA, portB, portN] = [await freePort(), await freePort(), await freePort()];
  nginxPort = portN;
  copyA = { name: 'A', port: portA, log: path.join(tmp, 'copy-a.log') };
  copyB = { name: 'B', port: portB, log: path.join(tmp, 'copy-b.log') };
  copyEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NODE_OPTIONS: '--enable-source-maps', // as the image sets it
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    DATABASE_URL: pg.url,
    // As docker-compose.yml: nginx as the edge, one trusted hop (the proxy-chain step runs the other set-up).
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    // Required in production: the console's own name (nginx serves both).
    CONSOLE_URL: `http://${CONSOLE_HOST}:${nginxPort}`,
    ADMIN_TOKEN,
    RELEASE_TOKENS: `mfe_service=${SERVICE_TOKEN},mfe_careers=${CAREERS_TOKEN}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    POW_MAX_COUNTER: String(CLUSTER_POW_MAX),
    CLUE_HOURLY_BUDGET: String(CLUSTER_HOURLY_BUDGET),
    ...PUBLIC_SETTINGS,
  };
  const t1 = Date.now();
  await Promise.all([startCopy(copyA), startCopy(copyB)]);
  figure('two copies ready (migrations, seed, first start)', seconds(Date.now() - t1));
  cleanups.push(async () => {
    await Promise.all([copyA, copyB].map((copy) => copy.child && stopProcess(copy.child)));
  });

  let nginx = which('nginx');
  if (!nginx) {
    aptInstall('nginx');
    nginx = which('nginx');
  }
  if (!nginx) throw new Error('nginx is not installed');
  const dir = path.join(tmp, 'nginx');
  await startNginx(
    nginx,
    dir,
    `# Generated by tools/cluster.mjs: deploy/nginx.conf with local addresses.
daemon off;
worker_processes 2;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    log_format site '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent '
                    'rt=$request_time upstream=$upstream_addr us=$upstream_status ut=$upstream_response_time id=$request_id';
    access_log ${dir}/access.log site buffer=256k flush=1s;
    ${limitZonesOf()}
    ${nginxTempPaths(dir)}
${upstreamOf([copyA.port, copyB.port])}
    server {
        listen 127.0.0.1:${nginxPort};
        include ${path.join(REPO, 'deploy', 'nginx-forwarding-edge.conf')};
        include ${path.join(REPO, 'deploy', 'nginx-site.conf')};
    }
}
`,
    nginxPort,
  );
  say(`nginx on 127.0.0.1:${nginxPort} -> copies A 127.0.0.1:${copyA.port}, B 127.0.0.1:${copyB.port}`);
  figure('set-up (server build, site folder, PostgreSQL, copies, nginx)', seconds(Date.now() - t0));
}

/** The proxy-chain step's third copy, for the logs' scan. */
export function setCopyC(/** @type {Copy} */ copy) {
  copyC = copy;
}
