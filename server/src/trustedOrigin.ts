/**
 * What the site believes about where it lives and who is calling. Forwarding headers
 * (X-Forwarded-For/-Host/-Proto) are believed only from configured proxies, and absolute URLs
 * (canonical, hreflang, sitemap, feeds, QR code) come from PUBLIC_URL alone: a request's headers
 * never steer them.
 */

import { parseConsoleOrigin, type ConsoleOrigin } from '@azi/api/console/consoleOrigin';
import {
  fastifyTrustProxy,
  parseTrustProxy as parseTrustProxySetting,
  TrustProxyError,
  type TrustProxySetting,
} from '@azi/api/http/trustProxy';

export type { TrustProxySetting } from '@azi/api/http/trustProxy';

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/**
 * TRUST_PROXY (api/src/http/trustProxy.ts, the API alone reads it the same way): unset or empty
 * trusts no proxy; a whole number trusts that many hops in front of the site; otherwise a
 * comma-separated list of addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`). `true` is
 * refused: trusting everyone is what lets a client forge its address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  try {
    return parseTrustProxySetting(value);
  } catch (error) {
    if (error instanceof TrustProxyError) throw new ConfigurationError(error.message);
    throw error;
  }
}

/**
 * The site's public origin, e.g. `https://www.example.com`, from PUBLIC_URL. Production refuses to
 * start without one; elsewhere the local address stands in.
 */
export function resolvePublicUrl(value: string | undefined, options: { production: boolean; port: number }): string {
  const text = value?.trim() ?? '';
  if (text === '') {
    if (options.production) {
      throw new ConfigurationError(
        'PUBLIC_URL is required in production (e.g. PUBLIC_URL=https://www.example.com): canonical links, sitemap, feeds and the QR code are built from it.',
      );
    }
    return `http://localhost:${options.port}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigurationError(`PUBLIC_URL is not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigurationError(`PUBLIC_URL must be http or https: ${text}`);
  if (url.username || url.password || url.search || url.hash)
    throw new ConfigurationError(`PUBLIC_URL must be a bare origin: ${text}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * The console's origin, from CONSOLE_URL: a bare http(s) origin whose host differs from the public
 * one's (the admin routes are told apart by the Host header's name alone; cookies ignore ports).
 * Production refuses to start without one; elsewhere `http://admin.localhost:<port>` stands in
 * (browsers resolve every *.localhost name to this machine, so `npm start` needs nothing else).
 */
export function resolveConsoleUrl(
  value: string | undefined,
  options: { production: boolean; port: number; publicUrl: string },
): string {
  const text = value?.trim() ?? '';
  if (text === '' && options.production) {
    throw new ConfigurationError(
      'CONSOLE_URL is required in production (e.g. CONSOLE_URL=https://admin.example.com): the content console and its API answer only on that host, never on the public one.',
    );
  }
  let consoleOrigin: ConsoleOrigin;
  try {
    consoleOrigin = parseConsoleOrigin(text === '' ? `http://admin.localhost:${options.port}` : text);
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
  const publicHost = new URL(options.publicUrl).hostname.toLowerCase();
  if (consoleOrigin.hostname === publicHost) {
    throw new ConfigurationError(
      `CONSOLE_URL must differ in host from PUBLIC_URL (both are ${publicHost}): give the console a name of its own, e.g. admin.${publicHost.replace(/^www\./, '')}.`,
    );
  }
  return consoleOrigin.origin;
}

export { fastifyTrustProxy };
