// @ts-check
/**
 * A bare HTTP/1.1 client over a TCP socket, for `npm run cluster`: it sends exactly the bytes it
 * is given (malformed ones included: Node's own client refuses to write those) from a chosen
 * loopback source address, and reads one answer until the server closes the connection.
 *
 * Source addresses: all of 127.0.0.0/8 is the loopback interface on Linux, so 127.0.1.7 is a
 * distinct client address without any set-up. The cluster uses them where the API counts per
 * address (captcha and contact-form rate limits), like distinct visitors would be.
 */
import net from 'node:net';

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: Buffer, error?: string, ms: number }} RawResponse
 */

/** @param {Buffer} data */
function decodeChunked(data) {
  const parts = [];
  let offset = 0;
  for (let guard = 0; guard < 100_000; guard += 1) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends `data` and resolves with the first answer (status 0 when the server closed without one,
 * or nothing came within `timeoutMs`). Never rejects.
 * @param {{ port: number, host?: string, localAddress?: string, data: Buffer | string, timeoutMs?: number, halfClose?: boolean }} options
 * @returns {Promise<RawResponse>}
 */
export function rawRequest({ port, host = '127.0.0.1', localAddress, data, timeoutMs = 15_000, halfClose = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    let done = false;
    const socket = net.connect({ port, host, localAddress });
    const finish = (/** @type {string | undefined} */ error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const headerEnd = raw.indexOf('\r\n\r\n');
      const head = (headerEnd >= 0 ? raw.subarray(0, headerEnd) : raw).toString('latin1');
      const match = /^HTTP\/\d\.\d (\d{3})/.exec(head);
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of head.split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = headerEnd >= 0 ? raw.subarray(headerEnd + 4) : Buffer.alloc(0);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = decodeChunked(body);
      resolve({
        status: match ? Number(match[1]) : 0,
        headers,
        body,
        error: match ? undefined : (error ?? 'no answer'),
        ms: Date.now() - started,
      });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('connect', () => {
      socket.write(data);
      if (halfClose) socket.end();
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough: stop at the end of a response that says how long it is.
      const raw = Buffer.concat(chunks);
      const headerEnd = raw.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const head = raw.subarray(0, headerEnd).toString('latin1');
      if (/^HTTP\/\d\.\d 1\d\d/.test(head)) return; // 100 Continue: wait for the real answer
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (length && raw.length - headerEnd - 4 >= Number(length[1])) finish(undefined);
      else if (/^HEAD /.test(String(data).slice(0, 5)) || /^HTTP\/\d\.\d (204|304)/.test(head)) finish(undefined);
      else if (/\r\ntransfer-encoding:\s*chunked/i.test(head) && raw.subarray(headerEnd).includes('\r\n0\r\n\r\n'))
        finish(undefined);
    });
    socket.on('end', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('error', (error) => finish(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message));
  });
}

/**
 * A well-formed request (Connection: close), for `Host: 127.0.0.1:<port>` unless `headers.host`
 * names another (the console's, say: admin.localhost:<port>).
 * @param {{ port: number, localAddress?: string, method?: string, path: string, headers?: Record<string, string>, body?: string | Buffer, timeoutMs?: number }} options
 */
export function request({ port, localAddress, method = 'GET', path, headers = {}, body, timeoutMs }) {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const { host = `127.0.0.1:${port}`, ...others } = headers;
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
  for (const [name, value] of Object.entries(others)) lines.push(`${name}: ${value}`);
  if (bytes) lines.push(`Content-Length: ${bytes.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return rawRequest({ port, localAddress, data: bytes ? Buffer.concat([head, bytes]) : head, timeoutMs });
}

/** @param {RawResponse} response @returns {any} */
export function json(response) {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** @param {Record<string, string>} fields */
export function form(fields) {
  return new URLSearchParams(fields).toString();
}
