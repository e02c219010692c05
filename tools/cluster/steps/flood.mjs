// @ts-check
/**
 * Flood: never-cached pages (a new free-text `q=` or `keyword=` every request) at 1,000
 * connections from one address through nginx, while a cached page and an API list are asked from
 * other addresses beside it (processes of their own). Prints the flood's answers and latency, the
 * pages' beside it, and the copies' memory over the run; checks only what is not a timing: every
 * flood request answered (rendered, or refused with 503), everything beside it answered 200.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FLOOD_SECONDS, FLOOD_CONNECTIONS } from '../settings.mjs';
import { askBeside, besideFigures } from '../beside.mjs';
import { runFlood } from '../floodClient.mjs';
import { say, check, figure } from '../harness.mjs';
import { copyA, copyB, nginxPort, tmp } from '../site.mjs';

/** Resident memory of a process, MB (0 when it is gone). */
function rssOf(/** @type {number | undefined} */ pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  } catch {
    return 0;
  }
}

export async function flood() {
  const base = `http://127.0.0.1:${nginxPort}`;
  const cachedPage = `${base}/en/media`;
  const apiList = `${base}/api-official-web/notice/findPage/1/10?lang=en`;
  for (const url of [cachedPage, apiList]) await fetch(url).then((response) => response.text());
  // A visitor paging through search results is not the flood: ten in a row from one address all render.
  const paging = [];
  for (let page = 1; page <= 10; page += 1)
    paging.push((await fetch(`${base}/en/search?q=insurance&page=${page}`)).status);
  check(
    'flood: ten searches in a row from one address are answered, not limited',
    paging.every((status) => status === 200),
    JSON.stringify(paging),
  );
  await new Promise((resolve) => setTimeout(resolve, 4000)); // the address's allowance fills again (5 a second)
  say(
    `${FLOOD_CONNECTIONS} connections for ${FLOOD_SECONDS} s of never-cached searches through nginx from one address; a cached page and an API list beside it from others`,
  );
  const memory = { start: [rssOf(copyA.child?.pid), rssOf(copyB.child?.pid)], peak: [0, 0] };
  const sampler = setInterval(() => {
    memory.peak = [
      Math.max(memory.peak[0], rssOf(copyA.child?.pid)),
      Math.max(memory.peak[1], rssOf(copyB.child?.pid)),
    ];
  }, 500);
  const [result, page, api] = await Promise.all([
    runFlood(base, FLOOD_CONNECTIONS, FLOOD_SECONDS),
    askBeside(cachedPage, '127.0.5.1', FLOOD_SECONDS),
    askBeside(apiList, '127.0.5.2', FLOOD_SECONDS),
  ]);
  clearInterval(sampler);
  const end = [rssOf(copyA.child?.pid), rssOf(copyB.child?.pid)];
  const count = (/** @type {string} */ code) => result.statuses[code] ?? 0;
  figure(
    'flood: requests',
    `${result.total} (${count('200')} rendered, ${count('503')} refused with 503, other ${result.total - count('200') - count('503')}, errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  figure(
    'flood: latency at the sender (it runs at a lower priority, so this counts its own waiting too), p50 / p99 / max',
    `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500)); // nginx flushes its access log every second
  const seen = floodInAccessLog(fs.readFileSync(path.join(tmp, 'nginx', 'access.log'), 'utf8'));
  figure(
    'flood: refused by nginx itself (per-address limits) / passed to the copies',
    `${seen.refused} / ${seen.passed}`,
  );
  figure(
    'flood: time nginx took per flood request (access log), p50 / p99 / max, over 2 s',
    `${seen.p50} / ${seen.p99} / ${seen.max} ms, ${seen.over2s} of ${seen.count}`,
  );
  figure('flood: cached page beside it (/en/media, 5 clients)', besideFigures(page));
  figure('flood: API beside it (notice list, 5 clients)', besideFigures(api));
  figure(
    'flood: memory of copies A / B, start / peak / end',
    memory.start
      .map((start, i) => `${start.toFixed(0)} / ${memory.peak[i].toFixed(0)} / ${end[i].toFixed(0)} MB`)
      .join(', '),
  );
  check(
    'flood: every flood request answered (rendered or refused), none lost',
    result.errors === 0 && result.timeouts === 0 && count('200') + count('503') === result.total,
    `errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  const allOk = (/** @type {import('../beside.mjs').Beside} */ side) =>
    Object.keys(side.statuses).every((status) => status === '200') && side.ms.length > 0;
  check(
    'flood: the cached page and the API beside it answer 200 throughout',
    allOk(page) && allOk(api),
    `page ${JSON.stringify(page.statuses)}, API ${JSON.stringify(api.statuses)}`,
  );
}

/**
 * What nginx's access log says of the flood's requests: how many it refused itself (no upstream:
 * its per-address limits) and passed on, and its time per request (`rt=`: first byte read to last
 * byte written), ms.
 */
function floodInAccessLog(/** @type {string} */ accessLog) {
  const lines = accessLog.split('\n').filter((line) => line.includes('=flood'));
  const refused = lines.filter((line) => line.includes(' upstream=- ')).length;
  const ms = lines
    .map((line) => Number(/ rt=([\d.]+)/.exec(line)?.[1] ?? NaN) * 1000)
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  const at = (/** @type {number} */ p) =>
    ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]) : 0;
  return {
    refused,
    passed: lines.length - refused,
    count: ms.length,
    p50: at(50),
    p99: at(99),
    max: Math.round(ms.at(-1) ?? 0),
    over2s: ms.filter((value) => value > 2000).length,
  };
}
