import { resolveConfig } from '../src/config';

describe('resolveConfig', () => {
  it('refuses CAPTCHA_FIXED in production', () => {
    expect(() => resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'production' })).toThrow(/CAPTCHA_FIXED/);
    expect(resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'test' }).captchaFixed).toBe('1234');
  });

  it('refuses a short admin token and treats an empty one as none', () => {
    expect(() => resolveConfig({}, { ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
    expect(resolveConfig({}, { ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
  });

  it('prefers options over the environment and keeps data under the repository by default', () => {
    const config = resolveConfig({ databaseUrl: 'postgres://a/b' }, { DATABASE_URL: 'postgres://c/d', STOCK_GATEWAY_URL: 'https://gw.example/' });
    expect(config.databaseUrl).toBe('postgres://a/b');
    expect(config.stockGatewayUrl).toBe('https://gw.example');
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });
});
