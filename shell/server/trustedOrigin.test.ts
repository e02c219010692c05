import { ConfigurationError, parseTrustProxy, resolvePublicUrl } from './trustedOrigin';

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
