import { createHash } from 'node:crypto';
import { VERSION_PATTERN } from './releases/releaseHistory';
/**
 * The content security policy. Scripts only from this origin, and inline only those the page's
 * template carries, allowed by their hashes (the start script, tools/webpack/startAfterPaintPlugin.js);
 * styles may be inline (React style attributes, CSS chunks inject <link>s, not inline code); no
 * framing by other sites.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of every response but the pages': no inline script at all. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The CSP source of each script written into the HTML (`sha256-<base64>` of its text, as the
 * browser hashes it): every <script> without a `src` but JSON blocks, which are data and never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/(?:^|\s)src\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes))
      continue;
    if (text.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

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
