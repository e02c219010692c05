/**
 * What the site believes about where it lives and who is calling. Forwarding headers
 * (X-Forwarded-For/-Host/-Proto) are believed only from configured proxies, and absolute URLs
 * (canonical, hreflang, sitemap, feeds, QR code) come from PUBLIC_URL alone: a request's headers
 * never steer them.
 */

/** Fastify's `trustProxy`: false (trust nobody), a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxySetting = false | number | string[];

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy; a whole number trusts that many hops in front of
 * the site; otherwise a comma-separated list of addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`).
 * `true` is refused: trusting everyone is what lets a client forge its address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*') {
    throw new ConfigurationError('TRUST_PROXY=true would trust forwarding headers from any client: give a hop count or the proxy addresses.');
  }
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry));
  if (bad.length > 0) throw new ConfigurationError(`TRUST_PROXY: not an address or CIDR range: ${bad.join(', ')}`);
  return entries;
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigurationError(`PUBLIC_URL must be http or https: ${text}`);
  if (url.username || url.password || url.search || url.hash) throw new ConfigurationError(`PUBLIC_URL must be a bare origin: ${text}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The setting in the form Fastify takes (its types have no hop count: a hop test stands for it). */
export function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
