// @ts-check
/** A release and a rollback over HTTP through one copy: both copies serve the new registry on their next request. */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { json, request } from '../http.mjs';
import { ADMIN_TOKEN, SERVICE_TOKEN, CAREERS_TOKEN } from '../settings.mjs';
import { seconds, check, figure } from '../harness.mjs';
import { copyA, copyB, nginxPort, siteDir } from '../site.mjs';
import { REPO } from '../../registry.mjs';

/** `npm run release` / `rollback` of mfe-service against a site address, as a team runs it. */
export function releaseCommand(/** @type {string} */ script, /** @type {number} */ port, /** @type {string} */ token) {
  // The token in the environment, as the README recommends (not on the command line, where ps shows it).
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO, 'release', 'src', 'cli', script), '--to', `http://127.0.0.1:${port}`],
    {
      cwd: path.join(REPO, 'mfe-service'),
      encoding: 'utf8',
      env: { ...process.env, RELEASE_TOKEN: token, SITE_DIR: '/nonexistent-the-site-is-remote' },
    },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

export async function releaseSwitch() {
  const name = 'mfe_service';
  const page = '/en/service';
  const registryFile = path.join(siteDir, 'remotes.json');
  const live = () =>
    /\/remotes\/mfe_service\/([^/]+)\//.exec(JSON.parse(fs.readFileSync(registryFile, 'utf8'))[name] ?? '')?.[1];
  const fetchBoth = async () => {
    const [a, b] = await Promise.all([
      request({ port: copyA.port, path: page }),
      request({ port: copyB.port, path: page }),
    ]);
    return { a: a.body.toString('utf8'), b: b.body.toString('utf8'), status: [a.status, b.status] };
  };
  const serves = (/** @type {string} */ html, /** @type {string} */ version) =>
    html.includes(`/remotes/${name}/${version}/`);
  const historyFile = path.join(siteDir, 'releases.json');
  /** @returns {string[]} */
  const stackOf = () => {
    const entry = JSON.parse(fs.readFileSync(historyFile, 'utf8'))[name];
    return (Array.isArray(entry) ? entry : entry?.stack) ?? [];
  };
  const current = live();
  const stackBefore = stackOf();
  const before = await fetchBoth(); // both copies have rendered (and cached) the current version
  check(
    `release: both copies serve ${name} ${current}`,
    !!current && serves(before.a, current) && serves(before.b, current) && before.status.every((s) => s === 200),
  );

  // Refusals first: the other team's token, and nginx passes a large upload on to the site.
  const registryBefore = fs.readFileSync(registryFile, 'utf8');
  const foreign = await request({
    port: nginxPort,
    method: 'POST',
    path: `/admin/releases/${name}/rollback`,
    headers: { authorization: `Bearer ${CAREERS_TOKEN}` },
  });
  check(
    'release: the careers token cannot roll back mfe_service (403)',
    foreign.status === 403,
    `${foreign.status} ${foreign.body.toString('utf8').slice(0, 120)}`,
  );
  const big = await request({
    port: nginxPort,
    method: 'PUT',
    path: `/admin/releases/${name}/2000.01.01-1`,
    headers: { authorization: `Bearer ${SERVICE_TOKEN}`, 'content-type': 'application/gzip' },
    body: crypto.randomBytes(3 * 1024 * 1024),
    timeoutMs: 30_000,
  });
  check(
    'release: nginx passes a 3 MB upload to the site, which refuses a non-archive (400)',
    big.status === 400,
    `${big.status} ${big.body.toString('utf8').slice(0, 160)}`,
  );
  check('release: refusals leave the registry unchanged', fs.readFileSync(registryFile, 'utf8') === registryBefore);

  // A real release, uploaded to copy A alone; copy B must serve it on its next request.
  const t0 = Date.now();
  const released = releaseCommand('release.ts', copyA.port, SERVICE_TOKEN);
  const version = live();
  figure('release: build, upload to copy A, checks, activation', seconds(Date.now() - t0));
  check(
    'release: RELEASE_TOKEN=… npm run release -- --to <copy A> succeeds',
    released.status === 0 && !!version && version !== current,
    released.out.split('\n').filter(Boolean).slice(-3).join(' | '),
  );
  if (!version || version === current || !current) return;
  const after = await fetchBoth();
  check(
    `release: ${version} uploaded to copy A is rendered by both copies on their next request`,
    serves(after.a, version) && !serves(after.a, current) && serves(after.b, version) && !serves(after.b, current),
  );
  check(
    'release: both copies serve the same HTML',
    after.a === after.b,
    after.a === after.b ? `${after.a.length} bytes` : firstDifference(after.a, after.b),
  );

  const back = releaseCommand('rollback.ts', copyB.port, SERVICE_TOKEN);
  const rolled = await fetchBoth();
  check(
    `release: rollback through copy B -> ${current}: both copies render it`,
    back.status === 0 &&
      live() === current &&
      serves(rolled.a, current) &&
      serves(rolled.b, current) &&
      !serves(rolled.a, version),
    back.out.trim().split('\n').at(0),
  );
  check(
    'release: both copies serve the same HTML after the rollback',
    rolled.a === rolled.b,
    rolled.a === rolled.b ? `${rolled.a.length} bytes` : firstDifference(rolled.a, rolled.b),
  );
  // The release keeps the newest versions (RELEASE_KEEP): with a full stack it dropped the oldest,
  // and the rollback cannot bring that back. Everything else is as before, in the same order.
  const stackAfter = stackOf();
  const dropped = stackBefore.length - stackAfter.length;
  check(
    'release: the rollback stack is as before (less the oldest the release dropped to keep its number)',
    (dropped === 0 || dropped === 1) && JSON.stringify(stackBefore.slice(dropped)) === JSON.stringify(stackAfter),
    `${JSON.stringify(stackAfter)} vs ${JSON.stringify(stackBefore)}`,
  );
  const answer = await request({
    port: nginxPort,
    path: `/admin/releases`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const events = json(answer)?.remotes?.[name]?.events ?? [];
  check(
    'release: GET /admin/releases names who released and rolled back',
    events[0]?.action === 'rolled back' &&
      events[1]?.action === 'activated' &&
      events[1]?.version === version &&
      events[0]?.by === 'token:mfe_service',
    events.length > 0
      ? JSON.stringify(events.slice(0, 2))
      : `${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`,
  );
}

export function firstDifference(/** @type {string} */ a, /** @type {string} */ b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `differ at ${i}: A …${a.slice(Math.max(0, i - 40), i + 60)}… B …${b.slice(Math.max(0, i - 40), i + 60)}…`;
}
