/**
 * Runs the API alone: `npm start -w api`. Closes gracefully (in-flight requests, database) on
 * SIGINT/SIGTERM. Its admin routes follow the site's rule: they answer only for the console's host,
 * CONSOLE_URL, by default http://admin.localhost:<PORT> (curl -H 'Host: admin.localhost' …).
 */
import { buildApp } from './app';
import { DataDirLockedError } from './db/dataDirLock';
import { TrustProxyError } from './http/trustProxy';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8081);
  const host = process.env.HOST ?? '0.0.0.0';
  const consoleUrl = process.env.CONSOLE_URL?.trim() || `http://admin.localhost:${port}`;
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, consoleUrl });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck close must not keep a stopped service alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  // A data folder held by another process, or a refused TRUST_PROXY, is the operator's situation, not a bug: no stack.
  console.error(error instanceof DataDirLockedError || error instanceof TrustProxyError ? error.message : error);
  process.exit(1);
});
