// @ts-check
/**
 * `npm run cluster [-- --short] [-- --keep]`: what docker-compose.yml describes, on this machine from
 * Debian packages, then checked:
 *
 *   PostgreSQL 15 (pg_ctlcluster; a role and a fresh database for this run)
 *   two copies of the compiled server (node site/server/main.js, NODE_ENV=production, one SITE_DIR
 *     prepared by deploy/prepare-site.mjs like a container's volume, TRUST_PROXY=1 as in compose)
 *   nginx in front (deploy/nginx-site.conf with nginx-forwarding-edge.conf, upstream to both
 *     copies) on a free 127.0.0.1 port
 *   and, for the proxy-chain step, the other set-up: a load balancer (an nginx that appends to
 *     X-Forwarded-For and says https) in front of a second nginx (nginx-forwarding-balancer.conf)
 *     in front of a third copy with TRUST_PROXY=2
 *
 * Steps: load (100 connections, 60 s, or 10 s with --short) · fault (200 concurrent contact-form
 * submissions while one copy is SIGKILLed and restarted; PostgreSQL then holds exactly the
 * acknowledged ones) · a captcha issued by one copy is accepted by the other · a registry switch
 * is served by both copies on their next request · a bounded fuzz (about 2,500 malformed requests
 * through nginx and straight to a copy, no 5xx). Prints the figures; exits 1 when a check fails.
 * Everything it starts is stopped at the end, on failure and on Ctrl-C. Needs root (or
 * passwordless sudo) for PostgreSQL; installs nginx/postgresql with apt-get when missing.
 *
 * The copies run in production mode: no CAPTCHA_FIXED. The harness reads each captcha picture
 * and computes its proof of work (tools/cluster/captcha.mjs). Rate limits are per client address (5 posts and 30 captchas a
 * minute, not configurable by environment), so each simulated visitor connects from its own
 * loopback address (127.0.1.x, …): nginx passes that address on (replacing any the client sent),
 * and the copies trust that one hop.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveCaptcha, solveProofOfWork } from './cluster/captcha.mjs';
import { fuzzCases } from './cluster/fuzz.mjs';
import { form, json, rawRequest, request } from './cluster/http.mjs';
import { REPO } from './registry.mjs';

const args = process.argv.slice(2);
const SHORT = args.includes('--short');
const KEEP = args.includes('--keep');
const loadArg = args.find((a) => a.startsWith('--load-seconds='));
const LOAD_SECONDS = loadArg ? Math.max(1, Number(loadArg.split('=')[1]) || 60) : SHORT ? 10 : 60;
const LOAD_CONNECTIONS = 100;
const FAULT_SUBMISSIONS = 200;
/**
 * The copies' proof-of-work difficulty (POW_MAX_COUNTER): lower than production's 1,000,000 so the
 * 200 submissions of the fault step do not spend minutes of CPU; the captcha step times one solve at
 * the production difficulty. The hourly budget of leads is set low enough for the fault step to pass it.
 */
const CLUSTER_POW_MAX = 20_000;
const PRODUCTION_POW_MAX = 1_000_000;
const CLUSTER_HOURLY_BUDGET = 100;

const apiRequire = createRequire(path.join(REPO, 'api', 'package.json'));
const autocannon = apiRequire('autocannon');
const { Client } = apiRequire('pg');

const runId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${crypto.randomBytes(3).toString('hex')}`;
const started = Date.now();
const isRoot = process.getuid?.() === 0;
const SERVER = path.join(REPO, 'site', 'server', 'main.js');
const ADMIN_TOKEN = `cluster-admin-${crypto.randomBytes(12).toString('hex')}`;
/** The console's name (CONSOLE_URL): the copies answer its routes only for it. */
const CONSOLE_HOST = 'admin.localhost';
const SERVICE_TOKEN = `cluster-service-${crypto.randomBytes(12).toString('hex')}`;
const CAREERS_TOKEN = `cluster-careers-${crypto.randomBytes(12).toString('hex')}`;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
const say = (/** @type {string} */ text) => console.log(`[${seconds(Date.now() - started).padStart(7)}] ${text}`);

// ---------------------------------------------------------------- checks, figures, timings

/** @type {{ step: string, name: string, ok: boolean, detail: string }[]} */
const checks = [];
/** @type {[string, string][]} */
const figures = [];
/** @type {[string, number][]} */
const timings = [];
let currentStep = 'setup';

function check(/** @type {string} */ name, /** @type {boolean} */ ok, detail = '') {
  checks.push({ step: currentStep, name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}
function figure(/** @type {string} */ name, /** @type {string | number} */ value) {
  figures.push([name, String(value)]);
  console.log(`  ${name}: ${value}`);
}
async function step(/** @type {string} */ name, /** @type {() => Promise<void>} */ fn) {
  currentStep = name;
  const t0 = Date.now();
  say(`== ${name}`);
  try {
    await fn();
  } catch (error) {
    check('step ran to its end', false, error instanceof Error ? error.stack ?? error.message : String(error));
  }
  timings.push([name, Date.now() - t0]);
}

// ---------------------------------------------------------------- processes and clean-up

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];
let cleaning = false;

function startProcess(/** @type {string} */ command, /** @type {string[]} */ argv, /** @type {NodeJS.ProcessEnv} */ env, /** @type {string} */ logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, argv, { cwd: REPO, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function stopProcess(/** @type {import('node:child_process').ChildProcess} */ child, signal = /** @type {NodeJS.Signals} */ ('SIGTERM'), graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error(`clean-up: ${error instanceof Error ? error.message : error}`);
    }
  }
  for (const child of children) child.kill('SIGKILL');
}

async function abort(/** @type {string} */ why, code = 1) {
  console.error(`\n${why}: stopping everything this run started`);
  await cleanup();
  process.exit(code);
}
process.on('SIGINT', () => void abort('interrupted (SIGINT)', 130));
process.on('SIGTERM', () => void abort('terminated (SIGTERM)', 143));
// Bounded: whatever happens, the run ends.
const watchdog = setTimeout(() => void abort('watchdog: the run took too long'), (LOAD_SECONDS + 420) * 1000);

/** CLUSTER_PORTS=4560-4599 keeps every port this run opens in that range (shared machines); unset: any free port. */
const portRange = /^(\d+)-(\d+)$/.exec(process.env.CLUSTER_PORTS ?? '');
let nextPort = portRange ? Number(portRange[1]) : 0;

/** @returns {Promise<number>} */
function freePort() {
  if (portRange && nextPort > Number(portRange[2])) return Promise.reject(new Error(`CLUSTER_PORTS ${process.env.CLUSTER_PORTS}: no free port left`));
  const wanted = portRange ? nextPort++ : 0;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', (error) => (portRange ? resolve(freePort()) : reject(error)));
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(/** @type {string} */ command, /** @type {string[]} */ argv, options = {}) {
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 300_000, cwd: '/', ...options });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
}

function which(/** @type {string} */ name) {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

function aptInstall(/** @type {string} */ pkg) {
  say(`installing ${pkg} (apt-get)`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), 'install', '-y', '-qq', pkg], { env });
  if (result.status !== 0) {
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), 'update', '-qq'], { env });
    result = run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), 'install', '-y', '-qq', pkg], { env });
  }
  if (result.status !== 0) throw new Error(`apt-get install ${pkg} failed: ${result.stderr.slice(-500)}`);
}

// ---------------------------------------------------------------- PostgreSQL

/** A command as the postgres system user (root: runuser; otherwise passwordless sudo). */
function asPostgres(/** @type {string} */ command, /** @type {string[]} */ argv) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...argv]) : run('sudo', ['-n', '-u', 'postgres', command, ...argv]);
}
function asRoot(/** @type {string} */ command, /** @type {string[]} */ argv) {
  return isRoot ? run(command, argv) : run('sudo', ['-n', command, ...argv]);
}

function pgCluster() {
  const listed = run('pg_lsclusters', ['-h']).stdout.split('\n').map((line) => line.trim().split(/\s+/));
  const row = listed.find((cols) => cols[0] === '15' && cols[1] === 'main');
  return row ? { port: Number(row[2]), online: row[3] === 'online' } : undefined;
}

async function startPostgres() {
  if (!which('pg_ctlcluster') || !fs.existsSync('/usr/lib/postgresql/15/bin/postgres')) aptInstall('postgresql');
  let cluster = pgCluster();
  if (!cluster) {
    const made = asRoot('pg_createcluster', ['15', 'main']);
    if (made.status !== 0) throw new Error(`pg_createcluster 15 main: ${made.stderr}`);
    cluster = pgCluster();
  }
  if (!cluster) throw new Error('no PostgreSQL 15 cluster "main"');
  let startedHere = false;
  if (!cluster.online) {
    const t0 = Date.now();
    const result = asRoot('pg_ctlcluster', ['15', 'main', 'start']);
    if (result.status !== 0) throw new Error(`pg_ctlcluster 15 main start: ${result.stderr}`);
    startedHere = true;
    figure('PostgreSQL 15 start', seconds(Date.now() - t0));
  } else {
    say('PostgreSQL 15 was already running: it will be left running');
  }
  const port = cluster.port;
  for (let i = 0; i < 60 && asPostgres('pg_isready', ['-q', '-p', String(port)]).status !== 0; i += 1) await sleep(500);
  const psql = (/** @type {string} */ sql) => {
    const result = asPostgres('psql', ['-p', String(port), '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qtA', '-c', sql]);
    if (result.status !== 0) throw new Error(`psql: ${result.stderr.trim()}`);
    return result.stdout.trim();
  };
  // As api/scripts/start-test-postgres.sh: a login role and a database it owns (here one per run).
  const role = 'azi_cluster';
  const password = crypto.randomBytes(16).toString('hex');
  const database = `azi_cluster_${runId.replace(/-/g, '_')}`;
  const exists = psql(`select 1 from pg_roles where rolname = '${role}'`) === '1';
  // Clean-ups run last-in first-out: the database is dropped before the server is stopped.
  if (startedHere) {
    cleanups.push(() => {
      // Stopped only when nobody else is using it meanwhile (other tests on this machine).
      const others = Number(psql(`select count(*) from pg_stat_activity where datname is not null and pid <> pg_backend_pid()`));
      if (others > 0) return say(`PostgreSQL left running: ${others} other session(s) use it`);
      asRoot('pg_ctlcluster', ['15', 'main', 'stop']);
    });
  }
  psql(`${exists ? 'alter' : 'create'} role ${role} login password '${password}'`);
  psql(`create database ${database} owner ${role}`);
  cleanups.push(() => {
    if (KEEP) return say(`kept database ${database}`);
    psql(`drop database if exists ${database} with (force)`);
  });
  return { url: `postgres://${role}:${password}@127.0.0.1:${port}/${database}`, database };
}

// ---------------------------------------------------------------- the site: folder, copies, nginx

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-cluster-'));
fs.chmodSync(tmp, 0o755);
cleanups.push(() => {
  if (KEEP) return say(`kept ${tmp} (logs, nginx configuration, site folder)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * The image's site (a snapshot of site/, so a rebuild in the repository during the run changes
 * nothing here) and the shared releases folder prepared from it exactly as a container does.
 */
function prepareSite() {
  const source = path.join(REPO, 'site');
  if (!fs.existsSync(path.join(source, 'shell', 'index.html')) || !fs.existsSync(path.join(source, 'shell', 'ssr', 'render.js'))) {
    throw new Error('the site is not built: run `npm run build` first');
  }
  const image = path.join(tmp, 'image', 'site');
  fs.mkdirSync(image, { recursive: true });
  fs.cpSync(path.join(source, 'shell'), path.join(image, 'shell'), { recursive: true });
  if (fs.existsSync(path.join(source, 'console'))) fs.cpSync(path.join(source, 'console'), path.join(image, 'console'), { recursive: true });
  // Version folders never change once released: hard links are a faithful, instant snapshot.
  const linked = run('cp', ['-al', path.join(source, 'remotes'), path.join(image, 'remotes')]);
  if (linked.status !== 0) fs.cpSync(path.join(source, 'remotes'), path.join(image, 'remotes'), { recursive: true });
  for (const file of ['remotes.json', 'releases.json']) if (fs.existsSync(path.join(source, file))) fs.copyFileSync(path.join(source, file), path.join(image, file));
  const siteDir = path.join(tmp, 'releases');
  const prepared = run(process.execPath, [path.join(REPO, 'deploy', 'prepare-site.mjs')], { env: { ...process.env, IMAGE_SITE_DIR: image, SITE_DIR: siteDir } });
  if (prepared.status !== 0) throw new Error(`deploy/prepare-site.mjs: ${prepared.stderr}`);
  return siteDir;
}

/** Every public setting (shared/src/config/siteConfig.ts keys, as shell/server/siteConfig.ts names them). */
const PUBLIC_SETTINGS = {
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

async function waitReady(/** @type {number} */ port, /** @type {import('node:child_process').ChildProcess | undefined} */ child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const response = await request({ port, path: '/ready', timeoutMs: 2000 });
    if (response.status === 200) return;
    await sleep(100);
  }
  throw new Error(`127.0.0.1:${port} not ready after ${seconds(timeoutMs)}`);
}

// ---------------------------------------------------------------- the run

/** @type {Copy} */ let copyA;
/** @type {Copy} */ let copyB;
/** The proxy-chain step's copy (TRUST_PROXY=2, behind a balancer and a second nginx). @type {Copy | undefined} */ let copyC;
let nginxPort = 0;
/** @type {NodeJS.ProcessEnv} */ let copyEnv = {};
let siteDir = '';
/** @type {{ url: string, database: string }} */ let pg;

/** Writes `config` into `dir`, checks it (nginx -t), starts nginx on it (stopped at clean-up) and waits until `port` answers. */
async function startNginx(/** @type {string} */ nginx, /** @type {string} */ dir, /** @type {string} */ config, /** @type {number} */ port) {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config);
  const tested = run(nginx, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf, '-t']);
  if (tested.status !== 0) throw new Error(`nginx -t (${conf}): ${tested.stderr}`);
  const child = startProcess(nginx, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf], { PATH: process.env.PATH }, path.join(dir, 'stdout.log'));
  cleanups.push(() => stopProcess(child, 'SIGQUIT'));
  await waitReady(port, child, 20_000);
}

/** nginx's temporary files, in the run's own folder. */
function nginxTempPaths(/** @type {string} */ dir) {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join('\n    ');
}

async function startCopy(/** @type {Copy} */ copy) {
  copy.child = startProcess(process.execPath, [SERVER], { ...copyEnv, PORT: String(copy.port) }, copy.log);
  await waitReady(copy.port, copy.child);
}

async function withDb(/** @type {(client: any) => Promise<any>} */ fn) {
  const client = new Client({ connectionString: pg.url, connectionTimeoutMillis: 5000, statement_timeout: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function setup() {
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
    ${nginxTempPaths(dir)}
    upstream azi_site {
        server 127.0.0.1:${copyA.port} max_fails=1 fail_timeout=5s;
        server 127.0.0.1:${copyB.port} max_fails=1 fail_timeout=5s;
        keepalive 64;
        keepalive_timeout 8s;
        keepalive_requests 900;
    }
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

async function smoke() {
  const ready = await request({ port: nginxPort, path: '/ready' });
  check('GET /ready through nginx', ready.status === 200, ready.body.toString());
  const config = json(await request({ port: nginxPort, path: '/config.json' }));
  const expected = { supportHotline: PUBLIC_SETTINGS.SUPPORT_HOTLINE, icpFilingUrl: PUBLIC_SETTINGS.ICP_FILING_URL, publicSecurityFiling: PUBLIC_SETTINGS.PUBLIC_SECURITY_FILING };
  check('public settings reach /config.json', Object.entries(expected).every(([k, v]) => config?.[k] === v), JSON.stringify(expected));
  const page = await request({ port: nginxPort, path: '/en/service', headers: { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' } });
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.body.toString())?.[1] ?? '';
  check('a page through nginx', page.status === 200 && !!page.headers['x-request-id'], `${page.status}, X-Request-Id ${page.headers['x-request-id'] ?? 'missing'}`);
  check('forged forwarding headers do not steer absolute URLs', canonical.startsWith(`http://127.0.0.1:${nginxPort}/`), `canonical ${canonical}`);

  // One nginx, two names: the console and its API answer for the console's name only.
  const consoleHost = { host: `${CONSOLE_HOST}:${nginxPort}` };
  const status = async (/** @type {string} */ path, /** @type {Record<string, string>} */ headers = {}) => (await request({ port: nginxPort, path, headers })).status;
  const onPublic = [await status('/admin'), await status('/api-official-web/admin/session'), await status('/api-official-web/admin/clues', { authorization: `Bearer ${ADMIN_TOKEN}` })];
  check('the console is 404 on the public name (/admin, the session, the leads with the token)', onPublic.every((s) => s === 404), onPublic.join(', '));
  const onConsole = [await status('/admin/', consoleHost), await status('/api-official-web/admin/session', consoleHost), await status('/api-official-web/admin/clues', { ...consoleHost, authorization: `Bearer ${ADMIN_TOKEN}` })];
  check('the console answers on its own name through nginx (200, 401 without a session, 200 with the token)', onConsole.join() === '200,401,200', onConsole.join(', '));
  const spoofed = await status('/api-official-web/admin/session', { 'X-Forwarded-Host': `${CONSOLE_HOST}:${nginxPort}` });
  check('X-Forwarded-Host does not make the public name the console\'s', spoofed === 404, String(spoofed));
}

async function load() {
  const pages = ['/', '/en', '/hk/introduce', '/en/service', '/en/employee', '/en/job_list', '/en/investor', '/en/investor_list1', '/en/investor_list3', '/en/esg', '/en/media', '/en/mediaDetail?id=3', '/en/contact', '/en/mobile/investor', '/hk/mobile/media'];
  const lists = [
    '/api-official-web/media/findPage/1/10?lang=en',
    '/api-official-web/banner/findPage/1/10?lang=zh',
    '/api-official-web/investorNews/findPage/1/10?lang=hk',
    '/api-official-web/notice/findPage/1/10?lang=en&year=2025',
    '/api-official-web/financialReport/findPage/1/10?lang=en&type=annual',
    '/api-official-web/americaNotice/findPage/1/10?lang=en',
    '/api-official-web/quarterlyAchievement/allQuarterlyAchievement?lang=en',
    '/api-official-web/investorCalendar/findPage/1/10?lang=zh',
    '/api-official-web/media/findPage/2/5?lang=zh&keyword=AZI',
  ];
  // Interleaved: half pages, half API lists.
  const mix = pages.flatMap((p, i) => [p, lists[i % lists.length]]);
  say(`${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s through nginx over ${pages.length} pages and ${lists.length} API lists`);
  const result = await autocannon({
    url: `http://127.0.0.1:${nginxPort}`,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) azi-cluster-load', 'accept-language': 'en' },
    requests: mix.map((p) => ({ method: 'GET', path: p })),
  });
  const bad = (result['1xx'] ?? 0) + (result['4xx'] ?? 0) + (result['5xx'] ?? 0);
  figure('load: requests', `${result.requests.total} in ${result.duration} s (${(result['2xx'] ?? 0)} 2xx, ${result['3xx'] ?? 0} 3xx, ${result['4xx'] ?? 0} 4xx, ${result['5xx'] ?? 0} 5xx)`);
  figure('load: req/s (mean)', result.requests.average.toFixed(0));
  figure('load: latency p50 / p90 / p99 / max', `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`);
  figure('load: throughput', `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
  check('load: no connection errors or timeouts', result.errors === 0 && result.timeouts === 0, `errors ${result.errors}, timeouts ${result.timeouts}`);
  check('load: no 5xx', (result['5xx'] ?? 0) === 0, `${result['5xx'] ?? 0}`);
  check('load: every answer 2xx or 3xx', bad === 0, `${bad} other`);
  await sleep(1500); // nginx flushes its access log every second
  const accessLog = fs.readFileSync(path.join(tmp, 'nginx', 'access.log'), 'utf8');
  const served = (/** @type {Copy} */ copy) => accessLog.split(`upstream=127.0.0.1:${copy.port} `).length - 1;
  figure('load: answered by copy A / copy B (nginx log, whole run so far)', `${served(copyA)} / ${served(copyB)}`);
}

async function fault() {
  const marker = `cluster-fault ${runId}`;
  /** @type {{ i: number, address: string, content: string, captcha?: number, status?: number, body?: any, error?: string, sent?: number, answered?: number, retry?: () => Promise<import('./cluster/http.mjs').RawResponse> }[]} */
  const subs = Array.from({ length: FAULT_SUBMISSIONS }, (_, i) => ({ i, address: `127.0.1.${i + 1}`, content: `${marker} #${i}` }));
  // Each visitor first fetches and reads a captcha (through nginx, from its own address).
  const captchas = await Promise.all(
    subs.map(async (s) => {
      const response = await request({ port: nginxPort, localAddress: s.address, path: '/api-official-web/captcha?lang=en' });
      s.captcha = response.status;
      const data = json(response)?.data;
      return data ? { captchaId: String(data.captchaId), code: solveCaptcha(String(data.image)), pow: solveProofOfWork(data.pow).field } : undefined;
    }),
  );
  const unread = captchas.filter((c) => !c?.code).length;
  check('fault: every visitor got and read a captcha', unread === 0, `${unread} of ${FAULT_SUBMISSIONS} unread`);

  let answered = 0;
  let inFlightAtKill = -1;
  const t0 = Date.now();
  /** @type {(value?: unknown) => void} */ let trigger = () => {};
  const killSignal = new Promise((resolve) => (trigger = resolve));
  const posts = subs.map(async (s, index) => {
    const captcha = captchas[index];
    if (!captcha?.code) return;
    s.sent = Date.now() - t0;
    const send = () => request({
      port: nginxPort,
      localAddress: s.address,
      method: 'POST',
      path: '/api-official-web/clueManage/save',
      // A forged address: nginx replaces it, the copies trust nginx only.
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.77' },
      body: form({
        companyName: 'Cluster Test Ltd',
        name: `Visitor ${s.i}`,
        position: 'Analyst',
        telephone: `138${String(10_000_000 + s.i).slice(-8)}`,
        email: `visitor${s.i}@cluster.invalid`,
        type: 'analyst',
        content: s.content,
        captchaId: captcha.captchaId,
        captchaCode: captcha.code,
        pow: captcha.pow,
        consent: 'true',
        lang: 'en',
        website: '',
      }),
      timeoutMs: 30_000,
    });
    s.retry = send;
    const response = await send();
    s.answered = Date.now() - t0;
    s.status = response.status;
    s.body = json(response) ?? response.body.toString('utf8').slice(0, 200);
    s.error = response.error;
    answered += 1;
    if (answered === 30) trigger();
  });
  // SIGKILL copy A while most submissions are still waiting for their answer, then restart it.
  const killer = (async () => {
    await Promise.race([killSignal, sleep(400)]);
    inFlightAtKill = FAULT_SUBMISSIONS - unread - answered;
    const killedAt = Date.now() - t0;
    const exited = new Promise((resolve) => copyA.child?.once('exit', resolve));
    copyA.child?.kill('SIGKILL');
    await exited;
    say(`copy A killed (SIGKILL) at +${killedAt} ms with ${inFlightAtKill} submissions unanswered; restarting it`);
    const restart = Date.now();
    await startCopy(copyA);
    figure('fault: copy A down (SIGKILL to ready again)', seconds(Date.now() - restart));
  })();
  await Promise.all([...posts, killer]);
  figure('fault: burst', `${FAULT_SUBMISSIONS} submissions, all answered within ${Math.max(...subs.map((s) => s.answered ?? 0))} ms; ${inFlightAtKill} unanswered when copy A was killed`);

  const acknowledged = subs.filter((s) => s.status === 200 && s.body?.data?.saved === true);
  const refused = subs.filter((s) => !acknowledged.includes(s));
  /** @type {Map<string, string[]>} */
  const stored = new Map();
  await withDb(async (client) => {
    const { rows } = await client.query('select content, client_ip from clue where content like $1', [`${marker} #%`]);
    for (const row of rows) stored.set(row.content, [...(stored.get(row.content) ?? []), row.client_ip]);
  });
  const statuses = new Map();
  for (const s of refused) {
    const key = `${s.status ?? 0} ${typeof s.body === 'object' ? s.body?.message : s.error ?? s.body}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  figure('fault: acknowledged (200) / refused', `${acknowledged.length} / ${refused.length}`);
  for (const [key, count] of statuses) figure('fault: refused with', `${count} × ${key}`);
  const missing = acknowledged.filter((s) => (stored.get(s.content)?.length ?? 0) !== 1);
  check('fault: every acknowledged submission is in PostgreSQL exactly once', missing.length === 0,
    missing.length ? missing.slice(0, 5).map((s) => `#${s.i}: ${stored.get(s.content)?.length ?? 0} rows`).join(', ') : `${acknowledged.length} of ${acknowledged.length}`);
  const extra = refused.filter((s) => stored.has(s.content));
  check('fault: no refused submission is stored', extra.length === 0,
    extra.length ? extra.slice(0, 5).map((s) => `#${s.i} got ${s.status} (sent +${s.sent} ms, answered +${s.answered} ms) but is stored`).join('; ') : `0 of ${refused.length}`);
  const total = [...stored.values()].reduce((sum, list) => sum + list.length, 0);
  check('fault: PostgreSQL holds nothing else', total === acknowledged.length, `${total} rows for ${acknowledged.length} acknowledged`);
  const unclear = refused.filter((s) => !(s.status && s.status >= 400 && typeof s.body === 'object' && typeof s.body?.message === 'string' && s.body.code === s.status));
  check('fault: every refusal is a clear error (JSON envelope, code = HTTP status)', unclear.length === 0,
    unclear.slice(0, 5).map((s) => `#${s.i}: ${s.status} ${s.error ?? ''} ${JSON.stringify(s.body).slice(0, 120)}`).join('; '));
  const wrongIp = acknowledged.filter((s) => stored.get(s.content)?.[0] !== s.address);
  check('fault: the stored client address is the real one (forged X-Forwarded-For ignored)', wrongIp.length === 0,
    wrongIp.slice(0, 3).map((s) => `#${s.i}: ${stored.get(s.content)?.[0]} instead of ${s.address}`).join('; '));
  check('fault: most submissions went through', acknowledged.length >= FAULT_SUBMISSIONS * 0.5, `${acknowledged.length} of ${FAULT_SUBMISSIONS}`);
  // Past the site-wide hourly budget leads are kept, marked for review (parallel commits may each
  // see the count just under it: at most one per database connection of the two copies slips past).
  const review = await withDb(async (client) => (await client.query('select needs_review as review, count(*)::int as n from clue group by needs_review')).rows);
  const flagged = review.find((r) => r.review)?.n ?? 0;
  const plain = review.find((r) => !r.review)?.n ?? 0;
  figure(`fault: leads this hour within / past the budget of ${CLUSTER_HOURLY_BUDGET} (past: stored, marked for review)`, `${plain} / ${flagged}`);
  check('fault: past the hourly budget, leads are still stored but marked for review (none before it)',
    plain >= Math.min(CLUSTER_HOURLY_BUDGET, plain + flagged) && plain < CLUSTER_HOURLY_BUDGET + 20 && (plain + flagged < CLUSTER_HOURLY_BUDGET + 20 || flagged > 0),
    `${plain} unmarked, ${flagged} marked`);

  // What a visitor does next: sends the same form again (same captcha) once the site answers.
  // Not a check: it shows what the refusals above mean to the visitor.
  const retried = await Promise.all(refused.map((s) => (s.retry ? s.retry() : Promise.resolve(undefined))));
  const outcome = new Map();
  refused.forEach((s, k) => {
    const r = retried[k];
    const key = `${stored.has(s.content) ? 'already stored' : 'not stored'} -> retry ${r?.status ?? '-'} ${json(r ?? { body: Buffer.alloc(0) })?.errors?.captchaCode ?? ''}`.trim();
    outcome.set(key, (outcome.get(key) ?? 0) + 1);
  });
  for (const [key, count] of outcome) figure('fault: refused, then retried once with the same captcha', `${count} × ${key}`);
}

async function captchaAcrossCopies() {
  const address = '127.0.2.1';
  const marker = `cluster-captcha ${runId}`;
  const post = (/** @type {Copy} */ copy, /** @type {string} */ captchaId, /** @type {string} */ captchaCode, /** @type {string} */ tag, pow = '') =>
    request({
      port: copy.port,
      localAddress: address,
      method: 'POST',
      path: '/api-official-web/clueManage/save',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ name: 'Captcha Test', telephone: '13900000000', email: 'captcha@cluster.invalid', type: 'analyst', content: `${marker} ${tag}`, captchaId, captchaCode, pow, consent: 'true', lang: 'en' }),
    });
  const issued = json(await request({ port: copyA.port, localAddress: address, path: '/api-official-web/captcha' }))?.data;
  const code = solveCaptcha(String(issued?.image ?? ''));
  // The picture read right is not enough: the proof of work is required too (before the captcha is tried).
  const noWork = await post(copyB, issued?.captchaId, code ?? '', 'no proof of work');
  check('captcha: the right code without the proof of work is refused', noWork.status === 400 && json(noWork)?.errors?.captchaId === 'captchaExpired', `${noWork.status} ${noWork.body.toString().slice(0, 120)}`);
  const t0 = process.hrtime.bigint();
  const solved = solveProofOfWork(issued?.pow);
  figure(`captcha: proof of work solved by this harness (POW_MAX_COUNTER ${CLUSTER_POW_MAX})`, `${solved.tries} tries, ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1)} ms`);
  const onB = await post(copyB, issued?.captchaId, code ?? '', 'first', solved.field);
  check('captcha: issued by copy A, accepted by copy B', onB.status === 200, `${onB.status} ${onB.body.toString().slice(0, 120)}`);
  const replay = await post(copyA, issued?.captchaId, code ?? '', 'replay', solved.field);
  check('captcha: used once on B, refused on A (single use across copies)', replay.status === 400 && json(replay)?.errors?.captchaCode === 'captchaExpired', `${replay.status} ${replay.body.toString().slice(0, 120)}`);
  const second = json(await request({ port: copyB.port, localAddress: address, path: '/api-official-web/captcha' }))?.data;
  const secondCode = solveCaptcha(String(second?.image ?? '')) ?? '';
  const secondWork = solveProofOfWork(second?.pow).field;
  const wrong = await post(copyA, second?.captchaId, secondCode === 'zzzz' ? 'yyyy' : 'zzzz', 'wrong', secondWork);
  check('captcha: a wrong answer on the other copy is refused', wrong.status === 400 && json(wrong)?.errors?.captchaCode === 'captcha', `${wrong.status}`);
  const right = await post(copyA, second?.captchaId, secondCode, 'second', secondWork);
  check('captcha: issued by copy B, then answered right on copy A', right.status === 200, `${right.status}`);
  const rows = await withDb(async (client) => (await client.query('select content from clue where content like $1 order by id', [`${marker} %`])).rows.map((r) => r.content));
  check('captcha: exactly the two accepted leads are stored', rows.length === 2 && rows[0].endsWith('first') && rows[1].endsWith('second'), rows.join(', '));
  // What one automated submission costs at the production difficulty (the copies here use less).
  const counter = crypto.randomInt(PRODUCTION_POW_MAX);
  const t1 = process.hrtime.bigint();
  const production = solveProofOfWork(productionLikeChallenge(counter));
  figure(`captcha: one proof of work at the production difficulty (counter ${counter} of ${PRODUCTION_POW_MAX}, Node's SHA-256)`, `${production.tries} tries, ${(Number(process.hrtime.bigint() - t1) / 1e6).toFixed(0)} ms of CPU`);
}

/** A challenge shaped like the API's whose answer is `counter` (unsigned: only timed here, never sent). */
function productionLikeChallenge(/** @type {number} */ counter) {
  const salt = crypto.randomBytes(16).toString('hex');
  const nonce = crypto.randomBytes(16).toString('hex');
  const message = Buffer.concat([Buffer.from(salt + nonce, 'hex'), Buffer.alloc(4)]);
  message.writeUInt32BE(counter, 32);
  const keyPrefix = crypto.createHash('sha256').update(message).digest('hex').slice(0, 32);
  return { parameters: { salt, nonce, keyPrefix }, signature: '' };
}

/** `npm run release` / `rollback` of mfe-service against a site address, as a team runs it. */
function releaseCommand(/** @type {string} */ script, /** @type {number} */ port, /** @type {string} */ token) {
  // The token in the environment, as the README recommends (not on the command line, where ps shows it).
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'release', 'src', 'cli', script), '--to', `http://127.0.0.1:${port}`], {
    cwd: path.join(REPO, 'mfe-service'),
    encoding: 'utf8',
    env: { ...process.env, RELEASE_TOKEN: token, SITE_DIR: '/nonexistent-the-site-is-remote' },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

async function releaseSwitch() {
  const name = 'mfe_service';
  const page = '/en/service';
  const registryFile = path.join(siteDir, 'remotes.json');
  const live = () => /\/remotes\/mfe_service\/([^/]+)\//.exec(JSON.parse(fs.readFileSync(registryFile, 'utf8'))[name] ?? '')?.[1];
  const fetchBoth = async () => {
    const [a, b] = await Promise.all([request({ port: copyA.port, path: page }), request({ port: copyB.port, path: page })]);
    return { a: a.body.toString('utf8'), b: b.body.toString('utf8'), status: [a.status, b.status] };
  };
  const serves = (/** @type {string} */ html, /** @type {string} */ version) => html.includes(`/remotes/${name}/${version}/`);
  const historyFile = path.join(siteDir, 'releases.json');
  const stackOf = () => {
    const entry = JSON.parse(fs.readFileSync(historyFile, 'utf8'))[name];
    return JSON.stringify(Array.isArray(entry) ? entry : entry?.stack);
  };
  const current = live();
  const stackBefore = stackOf();
  const before = await fetchBoth(); // both copies have rendered (and cached) the current version
  check(`release: both copies serve ${name} ${current}`, !!current && serves(before.a, current) && serves(before.b, current) && before.status.every((s) => s === 200));

  // Refusals first: the other team's token, and nginx passes a large upload on to the site.
  const registryBefore = fs.readFileSync(registryFile, 'utf8');
  const foreign = await request({ port: nginxPort, method: 'POST', path: `/admin/releases/${name}/rollback`, headers: { authorization: `Bearer ${CAREERS_TOKEN}` } });
  check('release: the careers token cannot roll back mfe_service (403)', foreign.status === 403, `${foreign.status} ${foreign.body.toString('utf8').slice(0, 120)}`);
  const big = await request({
    port: nginxPort,
    method: 'PUT',
    path: `/admin/releases/${name}/2000.01.01-1`,
    headers: { authorization: `Bearer ${SERVICE_TOKEN}`, 'content-type': 'application/gzip' },
    body: crypto.randomBytes(3 * 1024 * 1024),
    timeoutMs: 30_000,
  });
  check('release: nginx passes a 3 MB upload to the site, which refuses a non-archive (400)', big.status === 400, `${big.status} ${big.body.toString('utf8').slice(0, 160)}`);
  check('release: refusals leave the registry unchanged', fs.readFileSync(registryFile, 'utf8') === registryBefore);

  // A real release, uploaded to copy A alone; copy B must serve it on its next request.
  const t0 = Date.now();
  const released = releaseCommand('release.ts', copyA.port, SERVICE_TOKEN);
  const version = live();
  figure('release: build, upload to copy A, checks, activation', seconds(Date.now() - t0));
  check('release: RELEASE_TOKEN=… npm run release -- --to <copy A> succeeds', released.status === 0 && !!version && version !== current, released.out.split('\n').filter(Boolean).slice(-3).join(' | '));
  if (!version || version === current || !current) return;
  const after = await fetchBoth();
  check(`release: ${version} uploaded to copy A is rendered by both copies on their next request`, serves(after.a, version) && !serves(after.a, current) && serves(after.b, version) && !serves(after.b, current));
  check('release: both copies serve the same HTML', after.a === after.b, after.a === after.b ? `${after.a.length} bytes` : firstDifference(after.a, after.b));

  const back = releaseCommand('rollback.ts', copyB.port, SERVICE_TOKEN);
  const rolled = await fetchBoth();
  check(`release: rollback through copy B -> ${current}: both copies render it`, back.status === 0 && live() === current && serves(rolled.a, current) && serves(rolled.b, current) && !serves(rolled.a, version), back.out.trim().split('\n').at(0));
  check('release: both copies serve the same HTML after the rollback', rolled.a === rolled.b, rolled.a === rolled.b ? `${rolled.a.length} bytes` : firstDifference(rolled.a, rolled.b));
  check('release: the rollback stack is as before', stackOf() === stackBefore, `${stackOf()} vs ${stackBefore}`);
  const answer = await request({ port: nginxPort, path: `/admin/releases`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const events = json(answer)?.remotes?.[name]?.events ?? [];
  check(
    'release: GET /admin/releases names who released and rolled back',
    events[0]?.action === 'rolled back' && events[1]?.action === 'activated' && events[1]?.version === version && events[0]?.by === 'token:mfe_service',
    events.length > 0 ? JSON.stringify(events.slice(0, 2)) : `${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`,
  );
}

function firstDifference(/** @type {string} */ a, /** @type {string} */ b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `differ at ${i}: A …${a.slice(Math.max(0, i - 40), i + 60)}… B …${b.slice(Math.max(0, i - 40), i + 60)}…`;
}

async function fuzz() {
  const registry = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8'));
  const mediaBase = String(registry.mfe_media ?? '/remotes/mfe_media/none/mf-manifest.json').replace(/[^/]+$/, '');
  const shellFile = `/${fs.readdirSync(path.join(siteDir, 'shell')).find((f) => /^main\..*\.js$/.test(f)) ?? 'main.js'}`;
  const cases = fuzzCases({ adminToken: ADMIN_TOKEN, remoteFile: `${mediaBase}remoteEntry.js`, remoteServerFile: `${mediaBase}ssr/module.js`, shellFile, consoleName: CONSOLE_HOST });
  /** @type {{ label: string, target: string, status: number, error?: string, fromNginx: boolean }[]} */
  const results = [];
  const jobs = cases.flatMap((c, i) => [
    { c, i, target: 'nginx', port: nginxPort },
    { c, i, target: i % 2 ? 'copy A' : 'copy B', port: i % 2 ? copyA.port : copyB.port },
  ]);
  say(`${cases.length} malformed requests, each through nginx and straight to a copy: ${jobs.length} requests`);
  const nginxErrors = path.join(tmp, 'nginx', 'error.log');
  const errorLogFrom = fs.statSync(nginxErrors).size;
  const t0 = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      // Distinct visitors, so the per-address rate limits do not hide the checks behind them.
      const address = `127.0.${3 + ((job.i >> 8) % 4)}.${(job.i % 254) + 1}`;
      const response = await rawRequest({ port: job.port, localAddress: address, data: job.c.data, halfClose: job.c.halfClose, timeoutMs: 20_000 });
      const fromNginx = response.body.includes('<center>nginx</center>');
      results.push({ label: job.c.label, target: job.target, status: response.status, error: response.error, fromNginx });
      if (response.status >= 500) {
        console.log(`  5xx: ${response.status} from ${job.target} for ${job.c.label}`);
        console.log(`       request: ${JSON.stringify(job.c.data.subarray(0, 300).toString('latin1'))}`);
        console.log(`       answer:  ${JSON.stringify(response.body.subarray(0, 300).toString('utf8'))}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const histogram = new Map();
  for (const r of results) histogram.set(r.status || `no answer`, (histogram.get(r.status || `no answer`) ?? 0) + 1);
  figure('fuzz: requests', `${results.length} in ${seconds(Date.now() - t0)}`);
  figure('fuzz: answers', [...histogram].sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map(([k, v]) => `${k}: ${v}`).join(', '));
  const noAnswer = results.filter((r) => r.status === 0);
  if (noAnswer.length) figure('fuzz: closed without an answer', noAnswer.slice(0, 12).map((r) => `${r.label} (${r.target}, ${r.error})`).join('; ') + (noAnswer.length > 12 ? ' …' : ''));
  // nginx answers a few framing errors itself, as RFC 9112 asks (501 for a transfer coding it does
  // not know, 505 for an HTTP major version it does not speak): those never reach a copy.
  const protocol = results.filter((r) => r.target === 'nginx' && (r.status === 501 || r.status === 505) && r.fromNginx);
  const fivexx = results.filter((r) => r.status >= 500 && !protocol.includes(r));
  if (protocol.length) figure('fuzz: 5xx that nginx itself gives for broken framing (RFC 9112; no copy involved)', protocol.map((r) => `${r.status} ${r.label}`).join('; '));
  check('fuzz: no 5xx from the site (copies, or nginx for want of a copy)', fivexx.length === 0, `${fivexx.length} of ${results.length}`);
  // A request that makes a copy reset its connection counts, for nginx, as a failed copy: the
  // copy leaves the rotation for fail_timeout, and with every copy out the whole site answers 503.
  const nginxSaid = (/** @type {string | undefined} */ line) => line?.replace(/^.*?\[(warn|error)\]/, '[$1]').slice(0, 300);
  const disabledSince = (/** @type {number} */ from) =>
    fs.readFileSync(nginxErrors, 'utf8').slice(from).split('\n').filter((line) => /temporarily disabled|no live upstreams/.test(line));
  const disabled = disabledSince(errorLogFrom);
  const culprits = [...new Set(disabled.map((line) => /request: "([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 100)))];
  // A copy can drop out once for a reason no request caused (a kept-alive connection closed as nginx
  // reused it). So each culprit is sent again, three times, once the copies are back in rotation
  // (fail_timeout 5 s): only a request that takes a copy out again is a finding.
  let reproduced = disabled;
  if (disabled.length > 0) {
    await sleep(6000);
    const replayFrom = fs.statSync(nginxErrors).size;
    for (const culprit of culprits) {
      const fuzzCase = cases.find((c) => c.data.toString('latin1').startsWith(culprit));
      for (let n = 0; fuzzCase && n < 3; n += 1) await rawRequest({ port: nginxPort, data: fuzzCase.data, halfClose: fuzzCase.halfClose, timeoutMs: 20_000 });
    }
    reproduced = disabledSince(replayFrom);
    if (reproduced.length === 0) figure('fuzz: a copy left the rotation once, not again on replay', `${culprits.join(' | ')}; nginx said: ${nginxSaid(disabled[0])}`);
  }
  check('fuzz: no malformed request took a copy out of nginx\'s rotation', reproduced.length === 0,
    reproduced.length ? `${reproduced.length} log lines on replay; requests: ${culprits.slice(0, 8).join(' | ')}; nginx said: ${nginxSaid(reproduced[0])}` : '');
  const alive = await Promise.all([copyA, copyB].map((copy) => request({ port: copy.port, path: '/ready' })));
  check('fuzz: both copies still ready', alive.every((r) => r.status === 200));
}

/**
 * The other documented set-up: a load balancer in front of nginx. A third copy runs with
 * TRUST_PROXY=2 and CONSOLE_URL https (the balancer terminates TLS), behind a second nginx with
 * nginx-forwarding-balancer.conf, behind a "balancer" (one more nginx server here) that appends the
 * client to X-Forwarded-For and says https, as cloud balancers do. Through that chain each visitor
 * keeps its own address (per-address limits stay per visitor), what a visitor claims is ignored,
 * and the console's cookie is Secure with the Origin check holding.
 */
async function proxyChain() {
  const t0 = Date.now();
  const [portC, sitePort, balancerPort] = [await freePort(), await freePort(), await freePort()];
  const consoleOrigin = `https://${CONSOLE_HOST}:${balancerPort}`;
  copyC = { name: 'C', port: portC, log: path.join(tmp, 'copy-c.log') };
  const copy = copyC;
  copy.child = startProcess(process.execPath, [SERVER], { ...copyEnv, PORT: String(portC), TRUST_PROXY: '2', CONSOLE_URL: consoleOrigin }, copy.log);
  cleanups.push(async () => copy.child && stopProcess(copy.child));
  await waitReady(portC, copy.child);
  const nginx = which('nginx');
  if (!nginx) throw new Error('nginx is not installed');
  const dir = path.join(tmp, 'nginx-chain');
  await startNginx(
    nginx,
    dir,
    `# Generated by tools/cluster.mjs: a balancer in front of nginx (deploy/nginx-forwarding-balancer.conf).
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    log_format chain '$remote_addr [$time_iso8601] "$request" $status xff="$http_x_forwarded_for" upstream=$upstream_addr';
    access_log ${dir}/access.log chain;
    ${nginxTempPaths(dir)}
    upstream azi_site {
        server 127.0.0.1:${portC};
        keepalive 16;
        keepalive_timeout 8s;
        keepalive_requests 900;
    }
    # The site's nginx, told there is a balancer in front.
    server {
        listen 127.0.0.1:${sitePort};
        include ${path.join(REPO, 'deploy', 'nginx-forwarding-balancer.conf')};
        include ${path.join(REPO, 'deploy', 'nginx-site.conf')};
    }
    # The load balancer: TLS would end here; it appends the client and says https.
    server {
        listen 127.0.0.1:${balancerPort};
        location / {
            proxy_pass http://127.0.0.1:${sitePort};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto https;
        }
    }
}
`,
    balancerPort,
  );
  say(`balancer on 127.0.0.1:${balancerPort} -> nginx 127.0.0.1:${sitePort} (balancer forwarding) -> copy C 127.0.0.1:${portC} (TRUST_PROXY=2)`);
  figure('proxy chain: set-up (copy C, nginx and balancer)', seconds(Date.now() - t0));

  // A visitor (127.0.3.1) who claims another address: the copy sees the visitor.
  const visitor = '127.0.3.1';
  const marker = `cluster-chain ${runId}`;
  const issued = json(await request({ port: balancerPort, localAddress: visitor, path: '/api-official-web/captcha' }))?.data;
  const saved = await request({
    port: balancerPort,
    localAddress: visitor,
    method: 'POST',
    path: '/api-official-web/clueManage/save',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.77' },
    body: form({ name: 'Chain Test', telephone: '13900000001', email: 'chain@cluster.invalid', type: 'analyst', content: marker, captchaId: issued?.captchaId, captchaCode: solveCaptcha(String(issued?.image ?? '')) ?? '', pow: issued?.pow ? solveProofOfWork(issued.pow).field : '', consent: 'true', lang: 'en' }),
  });
  const stored = await withDb(async (client) => (await client.query('select client_ip from clue where content = $1', [marker])).rows.map((r) => r.client_ip));
  check('proxy chain: a lead through balancer and nginx is stored with the visitor\'s own address (its forged X-Forwarded-For ignored)', saved.status === 200 && stored.join() === visitor, `${saved.status}; stored ${stored.join() || 'nothing'}`);

  // Per-address limits stay per visitor: one visitor spends its 30 captchas a minute, another is unaffected.
  const spender = '127.0.3.2';
  const statuses = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await request({ port: balancerPort, localAddress: spender, path: '/api-official-web/captcha' })).status);
  const other = (await request({ port: balancerPort, localAddress: '127.0.3.3', path: '/api-official-web/captcha' })).status;
  check('proxy chain: the per-address limit counts each visitor, not everybody behind the balancer', statuses.slice(0, 30).every((s) => s === 200) && statuses[30] === 429 && other === 200,
    `visitor: ${statuses.filter((s) => s === 200).length} × 200 then ${statuses[30]}; another visitor: ${other}`);

  // The console through the chain: Secure cookie, the Origin check, the visitor's address in the audit log.
  const consoleHost = { host: `${CONSOLE_HOST}:${balancerPort}` };
  const email = `chain-${runId}@cluster.invalid`;
  const password = `chain password ${runId}`;
  const created = await request({ port: balancerPort, method: 'POST', path: '/api-official-web/admin/accounts', headers: { ...consoleHost, authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, role: 'admin', password }) });
  const signIn = (/** @type {string} */ origin) =>
    request({ port: balancerPort, localAddress: '127.0.3.4', method: 'POST', path: '/api-official-web/admin/session', headers: { ...consoleHost, origin, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const foreign = await signIn(`http://${CONSOLE_HOST}:${balancerPort}`);
  const signedIn = await signIn(consoleOrigin);
  const cookie = signedIn.headers['set-cookie'] ?? '';
  check('proxy chain: console sign-in through the balancer sets a Secure cookie; another origin is refused', created.status === 201 && signedIn.status === 200 && /;\s*Secure/i.test(cookie) && foreign.status === 403,
    `account ${created.status}, sign-in ${signedIn.status} (${cookie.split(';').slice(1).map((a) => a.trim()).join('; ')}), from http:// ${foreign.status}`);
  const audit = json(await request({ port: balancerPort, path: `/api-official-web/admin/audit?action=session.signIn&actor=${encodeURIComponent(email)}`, headers: { ...consoleHost, authorization: `Bearer ${ADMIN_TOKEN}` } }))?.data?.list ?? [];
  check('proxy chain: the audit log has the signing-in visitor\'s address', audit[0]?.clientIp === '127.0.3.4', `${audit[0]?.clientIp ?? 'no entry'}`);
}

function scanLogs() {
  for (const copy of [copyA, copyB, ...(copyC ? [copyC] : [])]) {
    const lines = fs.readFileSync(copy.log, 'utf8').split('\n');
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    figure(`copy ${copy.name}: log lines / error-level lines`, `${lines.length - 1} / ${errors.length}`);
    const kinds = new Map();
    for (const line of errors) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { msg: line.slice(0, 120) };
      }
      const at = /at (\S+) \(/.exec(entry.err?.stack ?? '')?.[1] ?? '';
      const key = `${entry.msg}${entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : ''}${at ? ` (at ${at})` : ''}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    for (const [key, count] of kinds) figure(`copy ${copy.name}: error-level log`, `${count} × ${key}`);
  }
}

async function main() {
  say(`run ${runId}: ${SHORT ? 'short' : 'full'} (load ${LOAD_SECONDS} s); files in ${tmp}`);
  await step('set-up', setup);
  if (checks.some((c) => !c.ok)) return;
  await step('smoke', smoke);
  await step('load', load);
  await step('fault: SIGKILL during 200 submissions', fault);
  await step('captcha across copies', captchaAcrossCopies);
  await step('release seen by both copies', releaseSwitch);
  await step('proxy chain: a load balancer in front of nginx', proxyChain);
  await step('fuzz', fuzz);
  currentStep = 'logs';
  scanLogs();
}

let exitCode = 1;
try {
  await main();
  exitCode = checks.some((c) => !c.ok) ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  currentStep = 'clean-up';
  const t0 = Date.now();
  await cleanup();
  timings.push(['clean-up', Date.now() - t0]);
  clearTimeout(watchdog);
}

console.log('\n==== summary');
for (const [name, value] of figures) console.log(`  ${name}: ${value}`);
console.log('  time per step:');
for (const [name, ms] of timings) console.log(`    ${name}: ${seconds(ms)}`);
console.log(`  total: ${seconds(Date.now() - started)}`);
const failed = checks.filter((c) => !c.ok);
console.log(`  checks: ${checks.length - failed.length} of ${checks.length} passed`);
for (const c of failed) console.log(`  FAILED [${c.step}] ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
process.exit(exitCode);
