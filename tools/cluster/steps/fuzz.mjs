// @ts-check
/** A bounded fuzz (malformed paths, queries, bodies and headers) through nginx and straight to a copy: no 5xx. */
import fs from 'node:fs';
import path from 'node:path';
import { fuzzCases } from '../fuzz.mjs';
import { rawRequest, request } from '../http.mjs';
import { ADMIN_TOKEN, CONSOLE_HOST } from '../settings.mjs';
import { sleep, seconds, say, check, figure } from '../harness.mjs';
import { tmp, copyA, copyB, nginxPort, siteDir } from '../site.mjs';

export async function fuzz() {
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
