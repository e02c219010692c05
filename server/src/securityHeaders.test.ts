import { createHash } from 'node:crypto';
import { cacheControlFor, CONTENT_SECURITY_POLICY, contentSecurityPolicy, inlineScriptHashes } from './securityHeaders';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each script written into the page, as the browser does', () => {
    const start = '(()=>{var a=document.currentScript;a&&console.log(a.dataset.start)})();';
    const html =
      '<html><head><script type="application/json" id="boot-data">{"a":1}</script>' +
      '<script type=application/ld+json>{"@type":"Organization"}</script><script defer src=/main.js></script>' +
      '<script data-src=/x.js>one()</script></head>' +
      `<body><div id=root>中文</div><script data-start=/main.js>${start}</script><script>${start}</script></body></html>`;
    // Data blocks and scripts with a source are not hashed; the same text twice is one source.
    expect(inlineScriptHashes(html)).toEqual([sha256('one()'), sha256(start)]);
    expect(inlineScriptHashes('<script defer src="/start.js"></script><script></script>')).toEqual([]);
  });

  it('hashes the exact text, not a trimmed one (a space changes the hash)', () => {
    expect(inlineScriptHashes('<script> go() </script>')).toEqual([sha256(' go() ')]);
    expect(inlineScriptHashes('<script> go() </script>')).not.toEqual([sha256('go()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, and inline only by the hashes it is given', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'; ");
    expect(CONTENT_SECURITY_POLICY).not.toContain('sha256');
    const policy = contentSecurityPolicy(['sha256-AAAA', 'sha256-BBBB']);
    expect(policy).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'; ");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(CONTENT_SECURITY_POLICY);
  });
});

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
