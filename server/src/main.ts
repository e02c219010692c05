import path from 'node:path';
import { buildSite } from './site';
import { DataDirLockedError } from '@azi/api/db/dataDirLock';
import { ReleaseConfigurationError } from './releases/settings';
import { ConfigurationError, parseTrustProxy, resolveConsoleUrl, resolvePublicUrl } from './trustedOrigin';
import { siteFolder } from './siteFolder';

const repo = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

async function main() {
  const production = process.env.NODE_ENV === 'production';
  const publicUrl = resolvePublicUrl(process.env.PUBLIC_URL, { production, port });
  const consoleUrl = resolveConsoleUrl(process.env.CONSOLE_URL, { production, port, publicUrl });
  const site = await buildSite({
    siteDir: siteFolder(repo),
    publicUrl,
    consoleUrl,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    // Structured JSON logs (one line per request, errors with their stack) unless LOG_LEVEL=silent.
    logger: process.env.LOG_LEVEL === 'silent' ? false : { level: process.env.LOG_LEVEL ?? 'info' },
  });
  await site.listen({ port, host });
  console.log(`Site and API at http://localhost:${port}, the content console at ${consoleUrl}/admin`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error) => {
  // A configuration mistake is the operator's to fix: say what is wrong, without a stack.
  console.error(
    error instanceof ConfigurationError ||
      error instanceof ReleaseConfigurationError ||
      error instanceof DataDirLockedError
      ? `Cannot start: ${error.message}`
      : error,
  );
  process.exit(1);
});
