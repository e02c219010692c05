// @ts-check
/**
 * The bytes of one fuzz request (fuzz.mjs): the request line, Host and the headers a case names,
 * shared by every kind of case so that only what a case varies differs from a plain request.
 */

/**
 * @typedef {{ label: string, data: Buffer, halfClose?: boolean }} FuzzCase
 *   halfClose: the client closes its side after sending (for framing a server would otherwise wait on).
 * @typedef {(label: string, data: Buffer, halfClose?: boolean) => void} AddCase
 */

export const CRLF = '\r\n';

/** The Host a case names unless it says otherwise: the admin API answers only for the console's name. */
let consoleHost = 'admin.example.org';
const hostFor = (/** @type {string} */ target) =>
  /^\/api-official-web\/admin(?:\/|$)/.test(target) ? consoleHost : 'www.example.org';

/** The console's host (CONSOLE_URL), for the cases aimed at the admin API. @param {string} name */
export function setConsoleHost(name) {
  consoleHost = name;
}

/**
 * @param {string} method @param {string} target @param {string[]} [headerLines]
 * @param {Buffer | string} [body] @param {{ contentLength?: boolean, host?: string | null }} [options]
 */
export function message(method, target, headerLines = [], body, { contentLength = true, host = hostFor(target) } = {}) {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`${method} ${target} HTTP/1.1`];
  if (host !== null) lines.push(`Host: ${host}`);
  lines.push('Connection: close', ...headerLines);
  if (bytes && contentLength) lines.push(`Content-Length: ${bytes.length}`);
  const head = Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'latin1');
  return bytes ? Buffer.concat([head, bytes]) : head;
}
