// @ts-check
/** PostgreSQL 15 for the run: the Debian cluster, started when needed, and a role and a database of its own. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { KEEP, runId, isRoot } from './settings.mjs';
import { sleep, seconds, say, figure, cleanups, run, which, aptInstall } from './harness.mjs';

/** A command as the postgres system user (root: runuser; otherwise passwordless sudo). */
export function asPostgres(/** @type {string} */ command, /** @type {string[]} */ argv) {
  return isRoot
    ? run('runuser', ['-u', 'postgres', '--', command, ...argv])
    : run('sudo', ['-n', '-u', 'postgres', command, ...argv]);
}
export function asRoot(/** @type {string} */ command, /** @type {string[]} */ argv) {
  return isRoot ? run(command, argv) : run('sudo', ['-n', command, ...argv]);
}

export function pgCluster() {
  const listed = run('pg_lsclusters', ['-h'])
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/));
  const row = listed.find((cols) => cols[0] === '15' && cols[1] === 'main');
  return row ? { port: Number(row[2]), online: row[3] === 'online' } : undefined;
}

export async function startPostgres() {
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
    const result = asPostgres('psql', [
      '-p',
      String(port),
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qtA',
      '-c',
      sql,
    ]);
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
      const others = Number(
        psql(`select count(*) from pg_stat_activity where datname is not null and pid <> pg_backend_pid()`),
      );
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
