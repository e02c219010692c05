import { ConfigurationError, parseTrustProxy, resolveConsoleUrl, resolvePublicUrl } from './trustedOrigin';

describe('parseTrustProxy', () => {
  it('trusts no proxy unless told to', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('reads a hop count or a list of proxy addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses to trust every client and names what is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(ConfigurationError);
    expect(() => parseTrustProxy('127.0.0.1,proxy.local')).toThrow(/proxy\.local/);
  });
});

describe('resolvePublicUrl', () => {
  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => resolvePublicUrl(undefined, { production: true, port: 8080 })).toThrow(/PUBLIC_URL is required/);
  });

  it('uses the local address in development', () => {
    expect(resolvePublicUrl('', { production: false, port: 8123 })).toBe('http://localhost:8123');
  });

  it('keeps a bare origin and drops a trailing slash', () => {
    expect(resolvePublicUrl('https://www.example.com/', { production: true, port: 1 })).toBe('https://www.example.com');
  });

  it('refuses other schemes and URLs with a query', () => {
    expect(() => resolvePublicUrl('javascript://x', { production: true, port: 1 })).toThrow(/http or https/);
    expect(() => resolvePublicUrl('https://a.example?x=1', { production: true, port: 1 })).toThrow(/bare origin/);
  });
});

describe('resolveConsoleUrl', () => {
  const publicUrl = 'https://www.example.com';

  it('refuses to start in production without CONSOLE_URL', () => {
    expect(() => resolveConsoleUrl(undefined, { production: true, port: 8080, publicUrl })).toThrow(ConfigurationError);
    expect(() => resolveConsoleUrl(' ', { production: true, port: 8080, publicUrl })).toThrow(
      /CONSOLE_URL is required in production/,
    );
  });

  it('uses admin.localhost on the same port elsewhere (browsers resolve *.localhost to this machine)', () => {
    expect(resolveConsoleUrl(undefined, { production: false, port: 8123, publicUrl: 'http://localhost:8123' })).toBe(
      'http://admin.localhost:8123',
    );
  });

  it('keeps a bare origin, lower-cased, without a trailing slash', () => {
    expect(resolveConsoleUrl('https://Admin.Example.com/', { production: true, port: 1, publicUrl })).toBe(
      'https://admin.example.com',
    );
    expect(
      resolveConsoleUrl('http://admin.localhost:4310', {
        production: false,
        port: 4310,
        publicUrl: 'http://127.0.0.1:4310',
      }),
    ).toBe('http://admin.localhost:4310');
  });

  it('refuses other schemes, paths, queries and credentials', () => {
    for (const bad of [
      'ftp://admin.example.com',
      'not a url',
      'https://admin.example.com/admin',
      'https://admin.example.com/?x=1',
      'https://user:pw@admin.example.com',
    ]) {
      expect(() => resolveConsoleUrl(bad, { production: true, port: 1, publicUrl })).toThrow(ConfigurationError);
    }
  });

  it("must differ in host from PUBLIC_URL: a port alone does not separate two origins' cookies", () => {
    expect(() => resolveConsoleUrl('https://www.example.com:8443', { production: true, port: 1, publicUrl })).toThrow(
      /differ in host/,
    );
    expect(() =>
      resolveConsoleUrl('http://LOCALHOST:9000', { production: false, port: 8080, publicUrl: 'http://localhost:8080' }),
    ).toThrow(/differ in host/);
    expect(() =>
      resolveConsoleUrl(undefined, { production: false, port: 8080, publicUrl: 'http://admin.localhost:8080' }),
    ).toThrow(/differ in host/);
  });
});
