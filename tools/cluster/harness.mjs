// @ts-check
/**
 * The harness: checks, figures and timings of each step, the processes the run starts and their
 * clean-up (at the end, on failure, on Ctrl-C, by the watchdog), ports, commands and apt-get.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOAD_SECONDS, FLOOD_SECONDS, started, isRoot } from './settings.mjs';
import { REPO } from '../registry.mjs';

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
export const say = (/** @type {string} */ text) =>
  console.log(`[${seconds(Date.now() - started).padStart(7)}] ${text}`);

// ---------------------------------------------------------------- checks, figures, timings

/** @type {{ step: string, name: string, ok: boolean, detail: string }[]} */
export const checks = [];
/** @type {[string, string][]} */
export const figures = [];
/** @type {[string, number][]} */
export const timings = [];
export let currentStep = 'setup';

export function check(/** @type {string} */ name, /** @type {boolean} */ ok, detail = '') {
  checks.push({ step: currentStep, name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}
export function figure(/** @type {string} */ name, /** @type {string | number} */ value) {
  figures.push([name, String(value)]);
  console.log(`  ${name}: ${value}`);
}
export async function step(/** @type {string} */ name, /** @type {() => Promise<void>} */ fn) {
  currentStep = name;
  const t0 = Date.now();
  say(`== ${name}`);
  try {
    await fn();
  } catch (error) {
    check('step ran to its end', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  timings.push([name, Date.now() - t0]);
}

// ---------------------------------------------------------------- processes and clean-up

/** @type {Set<import('node:child_process').ChildProcess>} */
export const children = new Set();
/** @type {(() => Promise<void> | void)[]} */
export const cleanups = [];
export let cleaning = false;

export function startProcess(
  /** @type {string} */ command,
  /** @type {string[]} */ argv,
  /** @type {NodeJS.ProcessEnv} */ env,
  /** @type {string} */ logFile,
) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, argv, { cwd: REPO, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stopProcess(
  /** @type {import('node:child_process').ChildProcess} */ child,
  signal = /** @type {NodeJS.Signals} */ ('SIGTERM'),
  graceMs = 10_000,
) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function cleanup() {
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

export async function abort(/** @type {string} */ why, code = 1) {
  console.error(`\n${why}: stopping everything this run started`);
  await cleanup();
  process.exit(code);
}
process.on('SIGINT', () => void abort('interrupted (SIGINT)', 130));
process.on('SIGTERM', () => void abort('terminated (SIGTERM)', 143));
// Bounded: whatever happens, the run ends.
export const watchdog = setTimeout(
  () => void abort('watchdog: the run took too long'),
  (LOAD_SECONDS + FLOOD_SECONDS + 420) * 1000,
);

/** CLUSTER_PORTS=4560-4599 keeps every port this run opens in that range (shared machines); unset: any free port. */
export const portRange = /^(\d+)-(\d+)$/.exec(process.env.CLUSTER_PORTS ?? '');
export let nextPort = portRange ? Number(portRange[1]) : 0;

/** @returns {Promise<number>} */
export function freePort() {
  if (portRange && nextPort > Number(portRange[2]))
    return Promise.reject(new Error(`CLUSTER_PORTS ${process.env.CLUSTER_PORTS}: no free port left`));
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

export function run(/** @type {string} */ command, /** @type {string[]} */ argv, options = {}) {
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 300_000, cwd: '/', ...options });
  return {
    status: result.status ?? 1,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? String(result.error ?? ''),
  };
}

export function which(/** @type {string} */ name) {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

export function aptInstall(/** @type {string} */ pkg) {
  say(`installing ${pkg} (apt-get)`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = run(
    prefix[0] ?? 'apt-get',
    [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), 'install', '-y', '-qq', pkg],
    { env },
  );
  if (result.status !== 0) {
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), 'update', '-qq'], { env });
    result = run(
      prefix[0] ?? 'apt-get',
      [...prefix.slice(1), ...(prefix.length ? ['apt-get'] : []), 'install', '-y', '-qq', pkg],
      { env },
    );
  }
  if (result.status !== 0) throw new Error(`apt-get install ${pkg} failed: ${result.stderr.slice(-500)}`);
}

/** The step the checks that follow belong to (the run's end: logs, clean-up). */
export function setCurrentStep(/** @type {string} */ name) {
  currentStep = name;
}
