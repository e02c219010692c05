// @ts-check
/** Load: many connections through nginx over pages and API lists; latency, throughput and errors. */
import fs from 'node:fs';
import path from 'node:path';
import { LOAD_SECONDS, LOAD_CONNECTIONS, autocannon } from '../settings.mjs';
import { sleep, say, check, figure } from '../harness.mjs';
import { tmp, copyA, copyB, nginxPort } from '../site.mjs';
/** @typedef {import('../site.mjs').Copy} Copy */

export async function load() {
  const pages = [
    '/',
    '/en',
    '/hk/introduce',
    '/en/service',
    '/en/employee',
    '/en/job_list',
    '/en/investor',
    '/en/investor_list1',
    '/en/investor_list3',
    '/en/esg',
    '/en/media',
    '/en/mediaDetail?id=3',
    '/en/contact',
    '/en/mobile/investor',
    '/hk/mobile/media',
  ];
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
  say(
    `${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s through nginx over ${pages.length} pages and ${lists.length} API lists`,
  );
  const result = await autocannon({
    url: `http://127.0.0.1:${nginxPort}`,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 10,
    headers: {
      'accept-encoding': 'br, gzip',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) azi-cluster-load',
      'accept-language': 'en',
    },
    requests: mix.map((p) => ({ method: 'GET', path: p })),
  });
  const bad = (result['1xx'] ?? 0) + (result['4xx'] ?? 0) + (result['5xx'] ?? 0);
  figure(
    'load: requests',
    `${result.requests.total} in ${result.duration} s (${result['2xx'] ?? 0} 2xx, ${result['3xx'] ?? 0} 3xx, ${result['4xx'] ?? 0} 4xx, ${result['5xx'] ?? 0} 5xx)`,
  );
  figure('load: req/s (mean)', result.requests.average.toFixed(0));
  figure(
    'load: latency p50 / p90 / p99 / max',
    `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`,
  );
  figure('load: throughput', `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
  check(
    'load: no connection errors or timeouts',
    result.errors === 0 && result.timeouts === 0,
    `errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  check('load: no 5xx', (result['5xx'] ?? 0) === 0, `${result['5xx'] ?? 0}`);
  check('load: every answer 2xx or 3xx', bad === 0, `${bad} other`);
  await sleep(1500); // nginx flushes its access log every second
  const accessLog = fs.readFileSync(path.join(tmp, 'nginx', 'access.log'), 'utf8');
  const served = (/** @type {Copy} */ copy) => accessLog.split(`upstream=127.0.0.1:${copy.port} `).length - 1;
  figure('load: answered by copy A / copy B (nginx log, whole run so far)', `${served(copyA)} / ${served(copyB)}`);
}
