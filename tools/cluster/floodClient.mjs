// @ts-check
/**
 * `node tools/cluster/floodClient.mjs <base url> <connections> <seconds> [<reconnect every n requests>]`: floods never-cached
 * pages (a new free-text `q=` on the job list or `keyword=` on an IR archive for every request)
 * and prints one JSON line with what autocannon saw. Run by `runFlood()` as a process of its own
 * at a lower priority: on a real site the flood's sender is someone else's machine, here it shares
 * the two cores with the server, and at the server's priority it takes the time a cached page's
 * answer waits for (decision 008 has both figures).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonOfProcess } from './beside.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The sender's niceness (the site's render workers run at 10, the server at 0). */
const SENDER_NICENESS = 15;

/**
 * @typedef {{ total: number, statuses: Record<string, number>, errors: number, timeouts: number,
 *   latency: { p50: number, p99: number, max: number } }} Flood
 */

/**
 * Floods `base` from a process of its own, at a lower priority when `nice` is there.
 * @returns {Promise<Flood>}
 */
export function runFlood(
  /** @type {string} */ base,
  /** @type {number} */ connections,
  /** @type {number} */ seconds,
  reconnectRate = 0,
) {
  const nice = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));
  const node = [
    process.execPath,
    fileURLToPath(import.meta.url),
    base,
    String(connections),
    String(seconds),
    String(reconnectRate),
  ];
  const [command, ...args] = nice ? [nice, '-n', String(SENDER_NICENESS), ...node] : node;
  return jsonOfProcess(/** @type {string} */ (command), args);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await send();

async function send() {
  const [base, connections, seconds, reconnectRate] = process.argv.slice(2);
  const autocannon = createRequire(import.meta.url)(
    createRequire(import.meta.url).resolve('autocannon', { paths: [path.join(REPO, 'api')] }),
  );
  let counter = 0;
  const floodPath = () => {
    counter += 1;
    return counter % 2 ? `/en/job_list?q=flood${counter}` : `/en/investor_list1?keyword=flood${counter}`;
  };
  const result = await autocannon({
    url: base,
    connections: Number(connections),
    duration: Number(seconds),
    timeout: 10,
    ...(Number(reconnectRate) > 0 ? { reconnectRate: Number(reconnectRate) } : {}),
    requests: [{ method: 'GET', setupRequest: (/** @type {any} */ request) => ({ ...request, path: floodPath() }) }],
  });
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = /** @type {{ count: number }} */ (stats).count;
  /** @type {Flood} */
  const flood = {
    total: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
  process.stdout.write(`${JSON.stringify(flood)}\n`);
}
