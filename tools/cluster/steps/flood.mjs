// @ts-check
/**
 * Flood: never-cached pages (a new free-text `q=` or `keyword=` every request) at 1,000
 * connections from one address through nginx, while a cached page and an API list are asked from
 * other addresses beside it (processes of their own). Prints the flood's answers and latency, the
 * pages' beside it, and the copies' memory over the run; checks only what is not a timing: every
 * flood request answered (rendered, or refused with 503), everything beside it answered 200.
 */
import fs from 'node:fs';
import { FLOOD_SECONDS, FLOOD_CONNECTIONS, autocannon } from '../settings.mjs';
import { askBeside, besideFigures } from '../beside.mjs';
import { say, check, figure } from '../harness.mjs';
import { copyA, copyB, nginxPort } from '../site.mjs';

/** Resident memory of a process, MB (0 when it is gone). */
function rssOf(/** @type {number | undefined} */ pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
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
  say(`${FLOOD_CONNECTIONS} connections for ${FLOOD_SECONDS} s of never-cached searches through nginx from one address; a cached page and an API list beside it from others`);
  const memory = { start: [rssOf(copyA.child?.pid), rssOf(copyB.child?.pid)], peak: [0, 0] };
  const sampler = setInterval(() => {
    memory.peak = [Math.max(memory.peak[0], rssOf(copyA.child?.pid)), Math.max(memory.peak[1], rssOf(copyB.child?.pid))];
  }, 500);
  let counter = 0;
  const floodPath = () => {
    counter += 1;
    return counter % 2 ? `/en/job_list?q=flood${counter}` : `/en/investor_list1?keyword=flood${counter}`;
  };
  const [result, page, api] = await Promise.all([
    autocannon({ url: base, connections: FLOOD_CONNECTIONS, duration: FLOOD_SECONDS, timeout: 10, requests: [{ method: 'GET', setupRequest: (/** @type {any} */ request) => ({ ...request, path: floodPath() }) }] }),
    askBeside(cachedPage, '127.0.5.1', FLOOD_SECONDS),
    askBeside(apiList, '127.0.5.2', FLOOD_SECONDS),
  ]);
  clearInterval(sampler);
  const end = [rssOf(copyA.child?.pid), rssOf(copyB.child?.pid)];
  const count = (/** @type {string} */ code) => result.statusCodeStats?.[code]?.count ?? 0;
  figure('flood: requests', `${result.requests.total} (${count('200')} rendered, ${count('503')} refused with 503, other ${result.requests.total - count('200') - count('503')}, errors ${result.errors}, timeouts ${result.timeouts})`);
  figure('flood: latency p50 / p99 / max', `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`);
  figure('flood: cached page beside it (/en/media, 5 clients)', besideFigures(page));
  figure('flood: API beside it (notice list, 5 clients)', besideFigures(api));
  figure('flood: memory of copies A / B, start / peak / end', memory.start.map((start, i) => `${start.toFixed(0)} / ${memory.peak[i].toFixed(0)} / ${end[i].toFixed(0)} MB`).join(', '));
  check('flood: every flood request answered (rendered or refused), none lost', result.errors === 0 && result.timeouts === 0 && count('200') + count('503') === result.requests.total, `errors ${result.errors}, timeouts ${result.timeouts}`);
  const allOk = (/** @type {import('../beside.mjs').Beside} */ side) => Object.keys(side.statuses).every((status) => status === '200') && side.ms.length > 0;
  check('flood: the cached page and the API beside it answer 200 throughout', allOk(page) && allOk(api), `page ${JSON.stringify(page.statuses)}, API ${JSON.stringify(api.statuses)}`);
}
