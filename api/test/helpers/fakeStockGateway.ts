/** A stand-in for the third-party quote gateway, on a loopback port, for tests only. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGateway {
  url: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** What the next requests get. */
  respond(status: number, body: unknown): void;
  close(): Promise<void>;
}

export async function startFakeGateway(): Promise<FakeGateway> {
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  const requests: FakeGateway['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (status, body) => {
      reply = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
