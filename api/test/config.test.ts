import { resolveConfig } from '../src/config';

describe('resolveConfig', () => {
  it('refuses CAPTCHA_FIXED in production, even when allowed', () => {
    expect(() => resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(() =>
      resolveConfig({}, { CAPTCHA_FIXED: '1234', NODE_ENV: 'production', ALLOW_CAPTCHA_FIXED: '1' }),
    ).toThrow(/refused when NODE_ENV=production/);
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

  it('in production, refuses an admin token under 32 characters or a known placeholder, and takes a generated one', () => {
    const production = (token: string) => () => resolveConfig({}, { ADMIN_TOKEN: token, NODE_ENV: 'production' });
    expect(production('a-sixteen-char-token-but-31-ch1')).toThrow(
      /at least 32 characters in production: make one with `openssl rand -hex 32`/,
    );
    for (const placeholder of [
      'change-me-change-me-change-me-change-me',
      'replace-me-with-a-long-random-string',
      'your-admin-token-goes-here-please-1234',
      'CHANGEME_CHANGEME_CHANGEME_CHANGEME_1',
      'example-admin-token-0123456789abcdefgh',
      'super-secret-token-for-the-azi-website',
    ]) {
      expect(production(placeholder)).toThrow(/ADMIN_TOKEN looks like a placeholder/);
    }
    expect(production('a'.repeat(40))).toThrow(/too few different characters/);
    expect(production('0123012301230123012301230123012301230123')).toThrow(/too few different characters/);
    const generated = '9f2c7d41e08b56a3c1f4e7d2b90a8c35e6f1d4a7b2c9e0f3';
    expect(resolveConfig({}, { ADMIN_TOKEN: generated, NODE_ENV: 'production' }).adminToken).toBe(generated);
    // Outside production the 16-character floor alone applies (tests, a developer's machine).
    expect(resolveConfig({}, { ADMIN_TOKEN: 'test-admin-token-0123456789', NODE_ENV: 'test' }).adminToken).toBe(
      'test-admin-token-0123456789',
    );
  });

  it('prefers options over the environment and keeps data under the repository by default', () => {
    const config = resolveConfig(
      { databaseUrl: 'postgres://a/b' },
      { DATABASE_URL: 'postgres://c/d', STOCK_GATEWAY_URL: 'https://gw.example/' },
    );
    expect(config.databaseUrl).toBe('postgres://a/b');
    expect(config.stockGatewayUrl).toBe('https://gw.example');
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('takes the per-address limits from the environment, with their defaults, and refuses a bad one', () => {
    expect(resolveConfig({}, {})).toMatchObject({ captchaLimitPerMinute: 30, searchLimitPerMinute: 30 });
    expect(resolveConfig({}, { CAPTCHA_LIMIT_PER_MINUTE: '600' }).captchaLimitPerMinute).toBe(600);
    expect(resolveConfig({ captchaLimitPerMinute: 7 }, { CAPTCHA_LIMIT_PER_MINUTE: '600' }).captchaLimitPerMinute).toBe(
      7,
    );
    expect(() => resolveConfig({}, { CAPTCHA_LIMIT_PER_MINUTE: 'lots' })).toThrow(/CAPTCHA_LIMIT_PER_MINUTE/);
  });
});
