/**
 * TRUST_PROXY, read the same way by the API alone (`npm start -w api`) and by the site server
 * (server/src/trustedOrigin.ts): forwarding headers (X-Forwarded-For/-Proto) are believed only
 * from configured proxies. Unset or empty trusts none; a whole number trusts that many hops in
 * front (1: nginx as the edge; 2: a load balancer in front of nginx); otherwise a comma-separated
 * list of addresses or CIDR ranges. `true` is refused: trusting every hop is what lets a client
 * forge its address (and with it the per-address limits).
 */

/** Fastify's `trustProxy`: false (trust nobody), a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxySetting = false | number | string[];

export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*') {
    throw new TrustProxyError(
      'TRUST_PROXY=true would trust forwarding headers from any client: give a hop count or the proxy addresses.',
    );
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry));
  if (bad.length > 0) throw new TrustProxyError(`TRUST_PROXY: not an address or CIDR range: ${bad.join(', ')}`);
  return entries;
}

/** The setting in the form Fastify takes (its types have no hop count: a hop test stands for it). */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
