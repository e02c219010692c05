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

/** Versioned, content-hashed files never change; entry points and manifests always may. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? '';
  if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'mf-stats.json' || name.endsWith('.html')) {
    return 'no-cache';
  }
  if (/\.[0-9a-f]{8,}\.(js|css|map|png|jpe?g|svg|webp|gif|woff2?)$/.test(name) || /\.[0-9a-f]{8,}\.js\.LICENSE\.txt$/.test(name)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}
