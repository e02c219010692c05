import { resolveConfig } from '../src/config';

describe('resolveConfig', () => {
  it('refuses CAPTCHA_FIXED in production, even when allowed', () => {
    expect(() => resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'production' })).toThrow(/refused when NODE_ENV=production/);
    expect(() => resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'production', ALLOW_CAPTCHA_FIXED: '1' })).toThrow(/refused when NODE_ENV=production/);
  });

  it('accepts CAPTCHA_FIXED only in test or development, or when ALLOW_CAPTCHA_FIXED=1', () => {
    expect(resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'test' }).captchaFixed).toBe('1234');
    expect(resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'development' }).captchaFixed).toBe('1234');
    expect(resolveConfig({}, { CAPTCHA_FIXED: '1234', ALLOW_CAPTCHA_FIXED: '1' }).captchaFixed).toBe('1234');
    expect(resolveConfig({ captchaFixed: '1234', allowCaptchaFixed: true }, {}).captchaFixed).toBe('1234');
    expect(() => resolveConfig({}, { CAPTCHA_FIXED: '1234' })).toThrow('NODE_ENV is unset');
    expect(() => resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'staging', ALLOW_CAPTCHA_FIXED: 'yes' })).toThrow(
      /accepted with NODE_ENV=test or NODE_ENV=development, or with ALLOW_CAPTCHA_FIXED=1 \(NODE_ENV is 'staging'\)/,
    );
    // Unset, it needs no permission.
    expect(resolveConfig({}, { CAPTCHA_FIXED: '' }).captchaFixed).toBeUndefined();
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
