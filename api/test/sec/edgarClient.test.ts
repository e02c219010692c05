/** What the EDGAR client reads (issue 37): a bounded answer, from SEC_BASE_URL's origin only. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EdgarClient, EdgarError } from '../../src/sec/edgarClient';
import { resolveSecConfig } from '../../src/sec/secConfig';

const USER_AGENT = 'Autozi Internet Technology ir@example.com';
let servers: Server[] = [];

async function serve(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; requests: string[]; sent: () => number }> {
  const requests: string[] = [];
  let sent = 0;
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const write = response.write.bind(response);
    response.write = ((chunk: Buffer, ...rest: never[]) => {
      sent += chunk.length;
      return write(chunk, ...rest);
    }) as typeof response.write;
    handler!(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, sent: () => sent };
}

afterEach(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  servers = [];
});

const client = (baseUrl: string, maxBytes = 1024 * 1024) =>
  new EdgarClient({ userAgent: USER_AGENT, timeoutMs: 10_000, backoffMs: 1, attempts: 1, maxBytes, baseUrl });

/** Sends `total` bytes of JSON-ish text in 64 KB pieces, as fast as the client reads, without a length. */
function endless(total: number): Parameters<typeof createServer>[1] {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    let left = total;
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (left > 0) {
        left -= piece.length;
        if (!response.write(piece)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => (left = 0));
    pump();
  };
}

it('stops reading an answer past its byte limit, and fails the page', async () => {
  const edgar = await serve(endless(64 * 1024 * 1024));
  await expect(client(edgar.url).fetchJson(`${edgar.url}/submissions/CIK0001959726.json`)).rejects.toThrow(
    /larger than 1048576 bytes/,
  );
  // Cut off near the limit, not read to the end.
  expect(edgar.sent()).toBeLessThan(16 * 1024 * 1024);
});

it('refuses an answer whose declared length is over the limit before reading it', async () => {
  const edgar = await serve((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(8 * 1024 * 1024) });
    response.write(Buffer.alloc(1024, 0x20));
  });
  await expect(client(edgar.url).fetchJson(`${edgar.url}/x.json`)).rejects.toThrow(/larger than/);
});

it('reads an answer within the limit whole', async () => {
  const edgar = await serve((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json', etag: '"a"' }).end('{"cik":"1959726"}'),
  );
  await expect(client(edgar.url).fetchJson(`${edgar.url}/x.json`)).resolves.toMatchObject({
    status: 'ok',
    text: '{"cik":"1959726"}',
    etag: '"a"',
  });
});

it("follows a redirect within SEC_BASE_URL's origin, and none off it", async () => {
  const elsewhere = await serve((_request, response) => response.writeHead(200).end('{}'));
  const edgar = await serve((request, response) => {
    if (request.url === '/moved.json')
      return void response.writeHead(301, { location: '/submissions/here.json' }).end();
    if (request.url === '/submissions/here.json') return void response.writeHead(200).end('{"here":true}');
    response.writeHead(302, { location: `${elsewhere.url}/submissions/CIK0001959726.json` }).end();
  });
  await expect(client(edgar.url).fetchJson(`${edgar.url}/moved.json`)).resolves.toMatchObject({
    text: '{"here":true}',
  });
  await expect(client(edgar.url).fetchJson(`${edgar.url}/away.json`)).rejects.toBeInstanceOf(EdgarError);
  expect(elsewhere.requests).toEqual([]);
});

it('asks https only in production', () => {
  const env = { SEC_CIK: '1959726', SEC_USER_AGENT: USER_AGENT, SEC_BASE_URL: 'http://data.sec.gov' };
  expect(() => resolveSecConfig({}, env, 'production')).toThrow(/https URL in production/);
  expect(resolveSecConfig({}, env, 'test')?.baseUrl).toBe('http://data.sec.gov');
  expect(resolveSecConfig({}, { ...env, SEC_BASE_URL: 'https://data.sec.gov' }, 'production')?.baseUrl).toBe(
    'https://data.sec.gov',
  );
});
