// @ts-check
/**
 * The run's options and fixed values: command-line flags, sizes of the load and fault steps, the
 * copies' difficulty and budget, the run's id and the tokens the copies are started with.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO } from '../registry.mjs';

export const args = process.argv.slice(2);
export const SHORT = args.includes('--short');
export const KEEP = args.includes('--keep');
export const loadArg = args.find((a) => a.startsWith('--load-seconds='));
export const LOAD_SECONDS = loadArg ? Math.max(1, Number(loadArg.split('=')[1]) || 60) : SHORT ? 10 : 60;
export const LOAD_CONNECTIONS = 100;
/** The flood step: never-cached pages from one address (nginx lets 100 of them in at once). */
export const FLOOD_CONNECTIONS = 1000;
export const FLOOD_SECONDS = SHORT ? 10 : 30;
export const FAULT_SUBMISSIONS = 200;
/**
 * The copies' proof-of-work difficulty (POW_MAX_COUNTER): lower than production's 1,000,000 so the
 * 200 submissions of the fault step do not spend minutes of CPU; the captcha step times one solve at
 * the production difficulty. The hourly budget of leads is set low enough for the fault step to pass it.
 */
export const CLUSTER_POW_MAX = 20_000;
export const PRODUCTION_POW_MAX = 1_000_000;
export const CLUSTER_HOURLY_BUDGET = 100;

export const apiRequire = createRequire(path.join(REPO, 'api', 'package.json'));
export const autocannon = apiRequire('autocannon');
export const { Client } = apiRequire('pg');

export const runId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${crypto.randomBytes(3).toString('hex')}`;
export const started = Date.now();
export const isRoot = process.getuid?.() === 0;
export const SERVER = path.join(REPO, 'site', 'server', 'main.js');
export const ADMIN_TOKEN = `cluster-admin-${crypto.randomBytes(12).toString('hex')}`;
/** The console's name (CONSOLE_URL): the copies answer its routes only for it. */
export const CONSOLE_HOST = 'admin.localhost';
export const SERVICE_TOKEN = `cluster-service-${crypto.randomBytes(12).toString('hex')}`;
export const CAREERS_TOKEN = `cluster-careers-${crypto.randomBytes(12).toString('hex')}`;
