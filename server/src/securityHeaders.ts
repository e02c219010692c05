import { VERSION_PATTERN } from './releases/releaseHistory';
/**
 * Headers every response carries. Scripts only from this origin and never inline; styles may be
 * inline (React style attributes, CSS chunks inject <link>s, not inline code); no framing by
 * other sites.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Content-hashed files never change. A remote version's manifest and entry do not either once it
 * is released (a version is never released twice: the release route refuses an existing one), but
 * a local rebuild of the day's version rewrites them: kept five minutes, the time between a page
 * prefetching a section's files and the visitor's click into it (issue 26: the click then makes no
 * round trip to revalidate them). The shell's own entry points and the registry always may change.
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  const inVersion = new RegExp(`/remotes/[a-z_]+/${VERSION_PATTERN.source.slice(1, -1)}/[^/]+$`).test(filePath);
  if (inVersion && (name === 'mf-manifest.json' || name === 'remoteEntry.js')) return 'public, max-age=300';
  if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'mf-stats.json' || name.endsWith('.html')) {
    return 'no-cache';
  }
  if (
    /\.[0-9a-f]{8,}\.(js|css|map|png|jpe?g|svg|webp|gif|woff2?)$/.test(name) ||
    /\.[0-9a-f]{8,}\.js\.LICENSE\.txt$/.test(name)
  ) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}
