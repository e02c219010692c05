/**
 * A real HTTP server on 127.0.0.1 (port 0) serving the recorded submissions JSON in ./fixtures the
 * way data.sec.gov does: ETag and Last-Modified, 304 to a matching conditional request. A test
 * scripts the faults: a 429 with Retry-After, 5xx, a malformed page, a server that never answers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const FIXTURES = path.join(__dirname, 'fixtures');
export const MAIN = '/submissions/CIK0001959726.json';
export const OLDER_1 = '/submissions/CIK0001959726-submissions-001.json';
export const OLDER_2 = '/submissions/CIK0001959726-submissions-002.json';

export type Fault =
  { kind: 'status'; status: number; retryAfter?: string } | { kind: 'malformed'; body: string } | { kind: 'hang' };

export interface EdgarTestServer {
  baseUrl: string;
  /** Every request: path, its User-Agent and conditional headers, and when it arrived. */
  requests: {
    path: string;
    userAgent: string | undefined;
    ifNoneMatch: string | undefined;
    ifModifiedSince: string | undefined;
    at: number;
    status: number;
  }[];
  /** Faults answered (in order, each once) for a path before its real document. */
  faults: Map<string, Fault[]>;
  /** Replace a document's content (a new filing arrives). */
  setDocument(urlPath: string, body: string): void;
  close(): Promise<void>;
}

export function fixture(name: string): string {
  return readFileSync(path.join(FIXTURES, name), 'utf8');
}

export async function startEdgarTestServer(): Promise<EdgarTestServer> {
  const documents = new Map<string, string>([
    [MAIN, fixture('CIK0001959726.json')],
    [OLDER_1, fixture('CIK0001959726-submissions-001.json')],
    [OLDER_2, fixture('CIK0001959726-submissions-002.json')],
  ]);
  const modified = new Map<string, string>();
  const hanging = new Set<ServerResponse>();
  const state: EdgarTestServer = {
    baseUrl: '',
    requests: [],
    faults: new Map(),
    setDocument: (urlPath, body) => {
      documents.set(urlPath, body);
      modified.set(urlPath, new Date().toUTCString());
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const urlPath = (request.url ?? '/').split('?')[0]!;
    const record = (status: number) =>
      state.requests.push({
        path: urlPath,
        userAgent: request.headers['user-agent'],
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
        at: Date.now(),
        status,
      });
    const fault = state.faults.get(urlPath)?.shift();
    if (fault?.kind === 'hang') {
      record(0);
      hanging.add(response);
      return;
    }
    if (fault?.kind === 'status') {
      record(fault.status);
      response.writeHead(fault.status, {
        'content-type': 'text/html',
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      });
      response.end('<html><body>Request Rate Threshold Exceeded</body></html>');
      return;
    }
    const body = fault?.kind === 'malformed' ? fault.body : documents.get(urlPath);
    if (body === undefined) {
      record(404);
      response.writeHead(404).end();
      return;
    }
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const lastModified = modified.get(urlPath) ?? 'Mon, 02 Mar 2026 16:10:00 GMT';
    if (request.headers['if-none-match'] === etag) {
      record(304);
      response.writeHead(304, { etag, 'last-modified': lastModified }).end();
      return;
    }
    record(200);
    response.writeHead(200, { 'content-type': 'application/json', etag, 'last-modified': lastModified });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
