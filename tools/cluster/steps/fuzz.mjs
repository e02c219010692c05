// @ts-check
/** A bounded fuzz (malformed paths, queries, bodies and headers) through nginx and straight to a copy: no 5xx. */
import fs from 'node:fs';
import path from 'node:path';
import { fuzzCases } from '../fuzz.mjs';
import { rawRequest, request } from '../http.mjs';
import { ADMIN_TOKEN, CONSOLE_HOST } from '../settings.mjs';
import { sleep, seconds, say, check, figure } from '../harness.mjs';
import { tmp, copyA, copyB, nginxPort, siteDir } from '../site.mjs';

/** nginx's words for a copy that failed a request (or was taken out of the rotation for it). */
const UPSTREAM_FAILURE = /prematurely closed|reset by peer|temporarily disabled|no live upstreams/;

export async function fuzz() {
  const registry = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8'));
  const mediaBase = String(registry.mfe_media ?? '/remotes/mfe_media/none/mf-manifest.json').replace(/[^/]+$/, '');
  const shellFile = `/${fs.readdirSync(path.join(siteDir, 'shell')).find((f) => /^main\..*\.js$/.test(f)) ?? 'main.js'}`;
  const cases = fuzzCases({
    adminToken: ADMIN_TOKEN,
    remoteFile: `${mediaBase}remoteEntry.js`,
    remoteServerFile: `${mediaBase}ssr/module.js`,
    shellFile,
    consoleName: CONSOLE_HOST,
  });
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
      const response = await rawRequest({
        port: job.port,
        localAddress: address,
        data: job.c.data,
        halfClose: job.c.halfClose,
        timeoutMs: 20_000,
      });
      const fromNginx = response.body.includes('<center>nginx</center>');
      results.push({
        label: job.c.label,
        target: job.target,
        status: response.status,
        error: response.error,
        fromNginx,
      });
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
  figure(
    'fuzz: answers',
    [...histogram]
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
  );
  const noAnswer = results.filter((r) => r.status === 0);
  if (noAnswer.length)
    figure(
      'fuzz: closed without an answer',
      noAnswer
        .slice(0, 12)
        .map((r) => `${r.label} (${r.target}, ${r.error})`)
        .join('; ') + (noAnswer.length > 12 ? ' …' : ''),
    );
  // nginx answers a few framing errors itself, as RFC 9112 asks (501 for a transfer coding it does
  // not know, 505 for an HTTP major version it does not speak): those never reach a copy.
  const protocol = results.filter((r) => r.target === 'nginx' && (r.status === 501 || r.status === 505) && r.fromNginx);
  const fivexx = results.filter((r) => r.status >= 500 && !protocol.includes(r));
  if (protocol.length)
    figure(
      'fuzz: 5xx that nginx itself gives for broken framing (RFC 9112; no copy involved)',
      protocol.map((r) => `${r.status} ${r.label}`).join('; '),
    );
  check(
    'fuzz: no 5xx from the site (copies, or nginx for want of a copy)',
    fivexx.length === 0,
    `${fivexx.length} of ${results.length}`,
  );
  // A copy that resets or drops nginx's connection is a failed copy for nginx: three failures
  // within fail_timeout (5 s) take it out of the rotation, and with every copy out the whole site
  // answers 503. nginx retries such a GET on the other copy, so a visitor does not see one.
  const nginxSaid = (/** @type {string | undefined} */ line) =>
    line?.replace(/^.*?\[(warn|error)\]/, '[$1]').slice(0, 300);
  const upstreamFailuresSince = (/** @type {number} */ from) =>
    fs
      .readFileSync(nginxErrors, 'utf8')
      .slice(from)
      .split('\n')
      .filter((line) => UPSTREAM_FAILURE.test(line));
  const failures = upstreamFailuresSince(errorLogFrom);
  const culprits = [...new Set(failures.map((line) => /request: "([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 100)))];
  // A connection can also fail for a reason no request caused (a kept-alive connection closed as
  // nginx reused it). So every case sent with a culprit's request line (several cases share one:
  // the header variants of a path) is sent again, three times, once the copies are back in
  // rotation: only a request that makes a copy fail again is a finding.
  let reproduced = failures;
  if (failures.length > 0) {
    figure(
      'fuzz: upstream failures seen by nginx (requests)',
      `${failures.length}: ${culprits.slice(0, 8).join(' | ')}; nginx said: ${nginxSaid(failures[0])}`,
    );
    await sleep(6000);
    const replayFrom = fs.statSync(nginxErrors).size;
    const suspects = cases.filter((c) => culprits.includes(c.data.toString('latin1').split(/\r?\n/, 1)[0]));
    for (const suspect of suspects) {
      for (let n = 0; n < 3; n += 1)
        await rawRequest({ port: nginxPort, data: suspect.data, halfClose: suspect.halfClose, timeoutMs: 20_000 });
    }
    reproduced = upstreamFailuresSince(replayFrom);
    if (reproduced.length === 0)
      figure('fuzz: not caused by a request (none again when its cases were replayed)', `${suspects.length} cases × 3`);
  }
  check(
    'fuzz: no malformed request makes a copy fail at nginx',
    reproduced.length === 0,
    reproduced.length
      ? `${reproduced.length} log lines on replay; requests: ${culprits.slice(0, 8).join(' | ')}; nginx said: ${nginxSaid(reproduced[0])}`
      : '',
  );
  const alive = await Promise.all([copyA, copyB].map((copy) => request({ port: copy.port, path: '/ready' })));
  check(
    'fuzz: both copies still ready',
    alive.every((r) => r.status === 200),
  );
}
