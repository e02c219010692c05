// @ts-check
/**
 * `node tools/cluster/beside.mjs <url> <local address> <seconds> <clients>`: asks one address
 * over and over from `clients` kept-alive connections (one request at a time each) for `seconds`,
 * from the given loopback source address, and prints one JSON line: every answer's status and
 * latency. Run as a process of its own by the flood step, so that the flood's thousand
 * connections in the harness's event loop do not count as this visitor's waiting.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ ms: number[], statuses: Record<string, number> }} Beside */

/**
 * Runs this file as a process of its own and resolves with what it saw.
 * @returns {Promise<Beside>}
 */
export function askBeside(
  /** @type {string} */ url,
  /** @type {string} */ address,
  /** @type {number} */ seconds,
  clients = 5,
) {
  return jsonOfProcess(process.execPath, [
    fileURLToPath(import.meta.url),
    url,
    address,
    String(seconds),
    String(clients),
  ]);
}

/**
 * Runs a measuring process of its own and resolves with the one JSON line it prints (rejects
 * when it ends without one). Used by the pages asked beside the flood and by the flood's sender.
 * @returns {Promise<any>}
 */
export function jsonOfProcess(/** @type {string} */ command, /** @type {string[]} */ args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(
          new Error(
            `${path.basename(args.find((arg) => arg.endsWith('.mjs')) ?? command)} ended (code ${code}) without figures`,
          ),
        );
      }
    });
  });
}

/** A line of figures: answers, p50 / p99 / max latency. */
export function besideFigures(/** @type {Beside} */ side) {
  const sorted = [...side.ms].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '-';
  return `${sorted.length} answers, p50 / p99 / max ${at(50)} / ${at(99)} / ${sorted.length ? sorted.at(-1)?.toFixed(1) : '-'} ms, statuses ${JSON.stringify(side.statuses)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await measure();

async function measure() {
  const [url, localAddress, secondsArg, clientsArg] = process.argv.slice(2);
  const until = Date.now() + Number(secondsArg) * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(clientsArg), localAddress });
  /** @type {number[]} */ const ms = [];
  /** @type {Record<string, number>} */ const statuses = {};

  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(
        url,
        {
          agent,
          timeout: 10_000,
          headers: {
            'accept-encoding': 'br, gzip',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) azi-cluster-beside',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            ms.push(performance.now() - started);
            statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1;
            resolve(undefined);
          });
        },
      );
      const fail = (/** @type {string} */ why) => {
        statuses[why] = (statuses[why] ?? 0) + 1;
        request.destroy();
        resolve(undefined);
      };
      request.on('timeout', () => fail('timeout'));
      request.on('error', () => fail('error'));
    });

  const client = async () => {
    while (Date.now() < until) await once();
  };
  await Promise.all(Array.from({ length: Number(clientsArg) }, client));
  agent.destroy();
  console.log(JSON.stringify({ ms, statuses }));
}
