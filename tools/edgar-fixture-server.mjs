// @ts-check
/**
 * A stand-in for data.sec.gov in the browser tests: a node:http server on 127.0.0.1 serving the
 * recorded submissions JSON of api/test/sec/fixtures (the same files the API's importer tests
 * read) at /submissions/<file>.json, 404 for anything else. tools/e2e-server.mjs points the site's
 * SEC_BASE_URL at it; e2e/tests/sec-filings.spec.ts imports from it.
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { REPO } from './registry.mjs';

export const EDGAR_FIXTURES = path.join(REPO, 'api/test/sec/fixtures');

/** @returns {Promise<{ baseUrl: string, close(): Promise<void> }>} */
export async function startEdgarFixtureServer(port = 0) {
  const server = createServer((request, response) => {
    const match = /^\/submissions\/(CIK\d{10}(?:-submissions-\d{3})?\.json)$/.exec(
      (request.url ?? '/').split('?')[0] ?? '/',
    );
    const file = match && path.join(EDGAR_FIXTURES, match[1] ?? '');
    if (!file || !fs.existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    response.end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

// Run on its own (tools/README.md): `node tools/edgar-fixture-server.mjs [port]`.
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const edgar = await startEdgarFixtureServer(Number(process.argv[2] ?? '8181'));
  console.log(`SEC_BASE_URL=${edgar.baseUrl}   (the recorded filings of CIK 1959726; Ctrl-C stops)`);
  process.on('SIGINT', () => void edgar.close().then(() => process.exit(0)));
}
