import { cacheControlFor } from './securityHeaders';

describe('cacheControlFor', () => {
  it("keeps a released version's manifest and entry five minutes, the shell's own entries and the registry never", () => {
    expect(cacheControlFor('/srv/site/remotes/mfe_media/2026.11.22-1/mf-manifest.json')).toBe('public, max-age=300');
    expect(cacheControlFor('/srv/site/remotes/mfe_media/2026.11.22-1/remoteEntry.js')).toBe('public, max-age=300');
    // Not a version folder (a name that is no version, the shell's root): no keeping.
    expect(cacheControlFor('/srv/site/remotes/mfe_media/latest/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/site/shell/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/site/remotes/mfe_media/2026.11.22-1/mf-stats.json')).toBe('no-cache');
    expect(cacheControlFor('/srv/site/shell/index.html')).toBe('no-cache');
  });

  it('keeps content-hashed files a year and anything else an hour', () => {
    expect(cacheControlFor('/srv/site/remotes/mfe_media/2026.11.22-1/123.abcdef0123.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/srv/site/shell/fonts/icon.0123abcd.woff2')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/site/shell/robots.txt')).toBe('public, max-age=3600');
  });
});
